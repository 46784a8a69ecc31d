import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

/**
 * What a signature covers, canonically (documented in docs/records.md):
 *   SHA-256 (hex) of the RFC 8785 JSON of
 *   { format: "eln-note-record/2", noteId, title, content, attachments, materials }
 * where `content` is the note's rich text as ProseMirror JSON per section, `attachments` lists
 * every file as { id, name, size, contentType, sha256 } ordered by id, and `materials` the
 * note's material lines in their order as { materialId, name, quantity, unit, limiting }.
 * Signatures made before material lines were covered (format 1) hash the record without them,
 * as "eln-note-record/1"; recordAs() gives the record a signature of either format covers.
 */
export interface NoteRecord {
  format: "eln-note-record/2";
  noteId: string;
  title: string;
  content: Record<string, unknown>;
  attachments: { id: string; name: string; size: number; contentType: string; sha256: string }[];
  materials: RecordMaterialLine[];
}

export interface RecordMaterialLine {
  materialId: string;
  name: string;
  quantity: number;
  unit: string;
  limiting: boolean;
}

/** The record formats a signature can cover (note_signatures.format). */
export type RecordFormat = 1 | 2;

/** The record as a signature of `format` covers it: format 1 knew no material lines. */
export function recordAs(record: NoteRecord, format: RecordFormat) {
  if (format === 2) return record;
  const { materials: _left, ...rest } = record;
  return { ...rest, format: "eln-note-record/1" as const };
}

/** The record of a note from its content, its files with their digests (any order) and its material lines (in order). */
export function noteRecord(
  note: { id: string; title: string },
  content: Record<string, unknown>,
  files: NoteRecord["attachments"],
  lines: { materialId: string; name: string; quantity: number | string; unit: string; isLimiting?: boolean }[],
): NoteRecord {
  return {
    format: "eln-note-record/2",
    noteId: note.id,
    title: note.title,
    content,
    attachments: [...files].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((f) => ({ id: f.id, name: f.name, size: f.size, contentType: f.contentType, sha256: f.sha256 })),
    materials: lines.map((l) => ({ materialId: l.materialId, name: l.name, quantity: Number(l.quantity), unit: l.unit, limiting: !!l.isLimiting })),
  };
}

export const recordHash = (record: NoteRecord, format: RecordFormat = 2) => createHash("sha256").update(canonicalize(recordAs(record, format))!).digest("hex");
