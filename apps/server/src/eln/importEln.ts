import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { measuringStream } from "./measuringStream";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import { AttachmentLimits, attachmentNameSchema } from "@eln/shared/attachments";
import { TextLimits } from "@eln/shared";
import { NoteLimits, type NoteSection } from "@eln/shared/notes";
import { ElnLimits, ElnNoteFormat, elnNoteExtrasSchema, type ElnImportAnswer, type ElnWarning } from "@eln/shared/eln";
import type { ChartSettings } from "@eln/shared/charts";
import type { Db, Tx } from "../db/client";
import type { Storage } from "../attachments";
import { attachments } from "../attachments/schema";
import { DurableBatch, cleanContentType } from "../attachments";
import { projectMembers, projects } from "../projects/schema";
import { projectIdsAllowing } from "../projects";
import { noteTags, notes, tags } from "../notes/schema";
import { noteComments } from "../comments/schema";
import { docFromJson, snapshotOf, type PmNode, writeVersion } from "../notes";
import { mapReadError, openArchive, readEntryBuffer, reject, type OpenArchive } from "./readArchive";
import { readCrate, type CrateDataset, type CrateFile } from "./readCrate";
import { paragraph } from "./noteHtml";
import { htmlToNodes, type ImageResolver } from "./htmlToNodes";
import { materialResolver, putMaterialLines, readMaterialLines } from "./importMaterials";

export interface ImportInput {
  file: string;
  spaceId: string;
  userId: string;
  /** Called with the share of attachment bytes written so far (0–1), for background jobs. */
  onProgress?: (fraction: number) => void;
}

/** Types by extension, for files whose crate entry gives none (or only "binary"): common lab and office files. */
const MIME_BY_EXT: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  txt: "text/plain",
  md: "text/markdown",
  json: "application/json",
  html: "text/html",
  htm: "text/html",
  xml: "application/xml",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xls: "application/vnd.ms-excel",
  doc: "application/msword",
  mp4: "video/mp4",
  mov: "video/quicktime",
  mol: "chemical/x-mdl-molfile",
  sdf: "chemical/x-mdl-sdfile",
  cif: "chemical/x-cif",
  jdx: "chemical/x-jcamp-dx",
  dx: "chemical/x-jcamp-dx",
  h5: "application/x-hdf5",
  hdf5: "application/x-hdf5",
};
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Types that say nothing about the file: the extension knows better (eLabFTW writes octet-stream for a JPEG). */
const GENERIC_TYPES = new Set(["application/octet-stream", "binary/octet-stream", "application/binary", "application/unknown"]);

/** The crate's encodingFormat when it names a real type, else the file extension's, else binary. */
export function contentTypeOf(f: { name: string; path: string; encodingFormat?: string }): string {
  const declared = cleanContentType(f.encodingFormat);
  if (!GENERIC_TYPES.has(declared)) return declared;
  const ext = (f.name.includes(".") ? f.name : f.path).split(".").pop()?.toLowerCase() ?? "";
  return MIME_BY_EXT[ext] ?? declared;
}

interface OurNote {
  title: string;
  tags: string[];
  sections: Record<NoteSection, PmNode>;
  /** Tag colours by title, chart settings by the file's path in the note's folder (each entry checked). */
  tagColors: Map<string, string>;
  charts: Map<string, ChartSettings>;
  /** Each file's id where it was exported, by its path in the note's folder; null in archives made before they were written. */
  attachmentIds: Map<string, string> | null;
}

/** The entries of a note.json record that pass `schema`; the others are left out. */
function validEntries<T>(record: unknown, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): Map<string, T> {
  const out = new Map<string, T>();
  if (!record || typeof record !== "object") return out;
  for (const [k, v] of Object.entries(record)) {
    const r = schema.safeParse(v);
    if (r.success) out.set(k, r.data);
  }
  return out;
}

/** The files our own export writes beside a note's attachments (exportEln.ts): read, not attached (a history is: see keptHistory). */
const OUR_SIDECARS = ["note.json", "note.html", "versions.json", "materials.json", "risk-assessment.json"];

/**
 * Our versions.json, when it holds more than the note's creation (whose author and date the note
 * keeps): kept as an attachment, byte for byte, not recreated as versions here. Those versions were
 * made and attributed by another notebook; this one can show that claim, not vouch for it
 * (docs/records.md, "Imported history").
 */
async function keptHistory(archive: OpenArchive, ds: CrateDataset): Promise<string | null> {
  const path = `${ds.path}/versions.json`;
  const entry = ds.files.some((f) => f.path === path) ? archive.files.get(path) : undefined;
  if (!entry) return null;
  // Each version carries its text: a history too long to read here is certainly more than the creation, and kept.
  if (entry.size > ElnLimits.metadataMaxBytes) return path;
  const history = await readDatasetJson(archive, ds, "versions.json", ElnLimits.metadataMaxBytes);
  return Array.isArray(history) && history.length > 1 ? path : null;
}

/** A JSON file of the dataset's folder (undefined when absent, too big or not JSON). */
async function readDatasetJson(archive: OpenArchive, ds: CrateDataset, name: string, maxBytes: number): Promise<unknown> {
  const f = ds.files.find((x) => x.path === `${ds.path}/${name}`);
  const entry = f && archive.files.get(f.path);
  if (!entry || entry.size > maxBytes) return undefined;
  try {
    return JSON.parse((await readEntryBuffer(archive, entry, maxBytes)).toString("utf8"));
  } catch (err) {
    // A damaged archive or a bomb stops the import; a file that is not JSON only reads as absent.
    if ((err as { code?: string }).code === "eln_invalid") throw err;
    return undefined;
  }
}

/** Our own export's editor JSON, when this dataset carries it. */
async function readOurNote(archive: OpenArchive, ds: CrateDataset): Promise<OurNote | null> {
  const json = (await readDatasetJson(archive, ds, "note.json", NoteLimits.ydocMaxBytes)) as
    | (Omit<OurNote, "tagColors" | "charts" | "attachmentIds"> & { format?: unknown; tagColors?: unknown; charts?: unknown; attachmentIds?: unknown })
    | undefined;
  if (json?.format !== ElnNoteFormat || typeof json.sections !== "object") return null;
  const { shape } = elnNoteExtrasSchema;
  return {
    ...json,
    tagColors: validEntries(json.tagColors, shape.tagColors.unwrap().valueType),
    charts: validEntries(json.charts, shape.charts.unwrap().valueType),
    attachmentIds: json.attachmentIds === undefined ? null : validEntries(json.attachmentIds, shape.attachmentIds.unwrap().valueType),
  };
}

/**
 * Our sections with each inline image pointed at the attachment its file becomes here (the files
 * get new ids; the old ones are files of the project it was exported from, or gone). note.json
 * names each file's old id; in an archive made before it did, the image is the one file named as
 * its alt (the file's name when it was put in the text). An image of a file the archive does not
 * bring keeps its alt text only, as images of other notebooks do.
 */
function relinkImages(ours: OurNote, ds: CrateDataset, willImport: (f: CrateFile) => string | null): OurNote["sections"] {
  const fileAt = (path: string) => ds.files.find((f) => f.path === `${ds.path}/${path}`);
  const byOldId = new Map([...(ours.attachmentIds ?? [])].map(([path, id]) => [id, fileAt(path)]));
  const sidecars = new Set(OUR_SIDECARS.map((n) => `${ds.path}/${n}`));
  const byName = (name: string) => {
    const named = ds.files.filter((f) => f.name === name && !sidecars.has(f.path));
    return named.length === 1 ? named[0] : undefined;
  };
  const relink = (n: PmNode): PmNode[] => {
    const oldId = n.type === "image" ? n.attrs?.attachmentId : undefined;
    if (typeof oldId === "string") {
      const alt = typeof n.attrs?.alt === "string" ? n.attrs.alt : "";
      const f = ours.attachmentIds ? byOldId.get(oldId) : byName(alt);
      const id = f ? willImport(f) : null;
      if (id) return [{ ...n, attrs: { ...n.attrs, attachmentId: id } }];
      return alt ? [paragraph(`[${alt}]`)] : [];
    }
    return [Array.isArray(n.content) ? { ...n, content: n.content.flatMap(relink) } : n];
  };
  return Object.fromEntries(Object.entries(ours.sections).map(([k, doc]) => [k, doc && typeof doc === "object" ? relink(doc)[0] : doc])) as OurNote["sections"];
}

/** Whether our risk-assessment.json holds anything (a screening or an assessment) that is not carried over. */
function hasRiskData(json: unknown): boolean {
  const r = json as { screening?: unknown; assessments?: unknown[] } | undefined;
  return !!r && (!!r.screening || (Array.isArray(r.assessments) && r.assessments.length > 0));
}

/** The words of converted HTML, a line per block (a project's description is plain text). */
const plainOf = (n: PmNode): string =>
  n.type === "text" ? (n.text ?? "") : n.type === "hardBreak" ? "\n" : (n.content ?? []).map(plainOf).join(n.type === "paragraph" || n.type === "heading" ? "" : "\n");

/**
 * "Imported from …" in both languages (a project's members read it in theirs; it was English only),
 * after the crate's own description when it has one (within the project's limit).
 */
function projectDescription(crate: { name: string; description: string; publisher?: string }) {
  const from = crate.publisher ? `Imported from ${crate.publisher} / ${crate.publisher} からインポート` : "Imported from an .eln archive / .eln アーカイブからインポート";
  const own = htmlToNodes(crate.description).map(plainOf).join("\n");
  // Our own exports repeat the title when a project has no description.
  if (!own || own === crate.name) return from;
  return `${own.slice(0, TextLimits.description - from.length - 2)}\n\n${from}`;
}

/** The crate's author(s) as names: "Ada Lovelace <ada@example.org>, Bob" → "Ada Lovelace, Bob" (the name is what the note shows). */
function authorName(author: string | undefined): string | null {
  const names = author?.replace(/\s*<[^<>]*>/g, "").trim();
  return names ? names.slice(0, TextLimits.title) : null;
}

/**
 * An image in the dataset's HTML that is one of its files: the attachment it becomes. Notebooks
 * link their own download URL (eLabFTW: download.php?f=<alternateName>) or the file's path.
 */
function imageResolver(ds: CrateDataset, willImport: (f: CrateFile) => string | null): ImageResolver {
  return (src) => {
    let url: URL;
    try {
      url = new URL(src, "http://archive.invalid/");
    } catch {
      return null;
    }
    const param = (k: string) => url.searchParams.get(k) ?? undefined;
    const path = (() => {
      try {
        return decodeURIComponent(url.pathname).replace(/^\/+/, "");
      } catch {
        return url.pathname.replace(/^\/+/, "");
      }
    })();
    const f =
      ds.files.find((x) => x.alternateName && (x.alternateName === param("f") || x.alternateName === param("file"))) ??
      ds.files.find((x) => url.host === "archive.invalid" && (x.path === path || x.path.endsWith(`/${path}`))) ??
      (() => {
        const named = ds.files.filter((x) => x.name === param("name"));
        return named.length === 1 ? named[0] : undefined;
      })();
    const id = f ? willImport(f) : null;
    return f && id ? { attachmentId: id, alt: f.name } : null;
  };
}

/**
 * Sections for another notebook's dataset: its text. Where it came from, its author and dates are
 * the note's own columns (shown in its header and PDF, and exported again), not a paragraph in the
 * text; its comments are the note's comment threads (importComments).
 */
function foreignSections(ds: CrateDataset, image?: ImageResolver): Partial<Record<NoteSection, PmNode>> {
  return { backgroundAndObjective: { type: "doc", content: htmlToNodes(ds.text, { image }) } };
}

/** A comment's words as plain text (comments here are plain; some notebooks write HTML). */
const commentText = (text: string) => (/<[a-z][^>]*>/i.test(text) ? htmlToNodes(text).map(plainOf).join("\n") : text).trim();

/**
 * The archive's comments (Comment nodes, ours and other notebooks') as the note's comment threads,
 * a reply still a reply (parentItem), each with its own date. Who wrote them is a person of the
 * notebook they came from, not an account here that could be held to them, so a comment has no
 * author account: it keeps the writer's name as the archive gives it, and where it came from, apart
 * from its text (docs/records.md, "Imported comments"). Nobody is notified.
 */
async function importComments(tx: Tx, noteId: string, ds: CrateDataset, p: { from?: string; fallbackDate: Date }): Promise<void> {
  // A comment's @id → the thread it is in here (replies are one level deep: a reply to a reply joins its thread).
  const threadOf = new Map<string, string>();
  for (const c of ds.comments) {
    const text = commentText(c.text);
    if (!text) continue;
    const parentId = (c.parentId && threadOf.get(c.parentId)) || null;
    const [row] = await tx
      .insert(noteComments)
      .values({ noteId, parentId, authorId: null, body: text, importedAuthor: authorName(c.author) ?? "", importedFrom: p.from ?? null, createdAt: c.date ?? p.fallbackDate })
      .returning({ id: noteComments.id });
    if (c.id) threadOf.set(c.id, parentId ?? row.id);
  }
}

/**
 * `title`, or `title (2)`, `title (3)`… when a project the importer sees in the space has it
 * (case aside), as a desktop names a second copy: the same archive imported twice can be told
 * apart. Only the projects they may read count, so the name says nothing of the others.
 */
async function distinctTitle(tx: Tx, p: { spaceId: string; userId: string; projectId: string; title: string }): Promise<string> {
  // Two imports finishing at once in one space: the second reads the first's title once it has committed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"eln-import-title:" + p.spaceId}, 0))`);
  const readable = await projectIdsAllowing(tx, p.userId, "project.read");
  const rows = readable.length
    ? await tx
        .select({ title: projects.title })
        .from(projects)
        .where(and(eq(projects.spaceId, p.spaceId), ne(projects.id, p.projectId), inArray(projects.id, readable)))
    : [];
  const taken = new Set(rows.map((r) => r.title.toLowerCase()));
  const base = p.title.slice(0, TextLimits.title);
  let candidate = base;
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, TextLimits.title - ` (${i})`.length)} (${i})`;
  return candidate;
}

/**
 * A new project from an .eln archive, in one transaction. Attachment bytes are written to
 * storage as they are read; if anything fails the rows roll back and the written files are deleted.
 */
export async function importEln(db: Db, storage: Storage, input: ImportInput): Promise<ElnImportAnswer> {
  const archive = await openArchive(input.file);
  const written: string[] = [];
  // The files are flushed together, just before the rows that name them commit.
  const durable = new DurableBatch();
  try {
    const metaEntry = archive.files.get("ro-crate-metadata.json")!;
    let json: unknown;
    try {
      json = JSON.parse((await readEntryBuffer(archive, metaEntry, ElnLimits.metadataMaxBytes)).toString("utf8"));
    } catch (err) {
      if ((err as { code?: string }).code === "eln_invalid") throw err;
      throw reject("not_rocrate", "ro-crate-metadata.json is not valid JSON.");
    }
    const crate = readCrate(json, archive.files.keys());
    const warnings: ElnWarning[] = [...crate.warnings];
    let attachmentCount = 0;
    let materialLines = 0;
    const importedAt = new Date();
    const allFiles = [...crate.datasets.flatMap((d) => d.files), ...crate.looseFiles];
    const totalBytes = allFiles.reduce((sum, f) => sum + (archive.files.get(f.path)?.size ?? 0), 0) || 1;
    let doneBytes = 0;

    const result = await db.transaction(async (tx) => {
      const [project] = await tx
        .insert(projects)
        .values({ spaceId: input.spaceId, title: crate.name.slice(0, TextLimits.title), description: projectDescription(crate), createdBy: input.userId })
        .returning();
      await tx.insert(projectMembers).values({ projectId: project.id, userId: input.userId, role: "owner" });
      const materialsOf = materialResolver(tx, input.spaceId, input.userId);
      const tagIds = new Map<string, string>();
      const tagFor = async (title: string, path: string, color?: string) => {
        const t = title.slice(0, NoteLimits.tagTitleMax);
        if (tagIds.has(t)) return tagIds.get(t)!;
        if (tagIds.size >= NoteLimits.tagsPerProject) {
          warnings.push({ code: "too_many_tags", path });
          return null;
        }
        const [row] = await tx.insert(tags).values({ projectId: project.id, title: t, color }).returning({ id: tags.id });
        tagIds.set(t, row.id);
        return row.id;
      };

      const plans: { ds: CrateDataset; ours: OurNote | null }[] = [];
      for (const ds of crate.datasets) plans.push({ ds, ours: await readOurNote(archive, ds) });
      if (crate.looseFiles.length) {
        plans.push({ ds: { path: "", name: crate.name, text: "", keywords: [], comments: [], files: crate.looseFiles, metadata: [] }, ours: null });
      }

      for (const { ds, ours } of plans) {
        const title = (ours?.title || ds.name).slice(0, NoteLimits.titleMax);
        // Attachment ids are chosen before the note is written, so its images can point at them.
        const ids = new Map<string, string>();
        const willImport = (f: CrateFile) => {
          const entry = archive.files.get(f.path);
          if (!entry || entry.size > AttachmentLimits.maxBytes) return null;
          if (!ids.has(f.path)) ids.set(f.path, randomUUID());
          return ids.get(f.path)!;
        };
        const content = ours ? relinkImages(ours, ds, willImport) : foreignSections(ds, imageResolver(ds, willImport));
        const doc = docFromJson(content);
        const snap = snapshotOf(doc, title);
        doc.destroy();
        const [note] = await tx
          .insert(notes)
          .values({
            projectId: project.id,
            title,
            content: snap.content,
            plainText: snap.plainText,
            ydoc: snap.state,
            // Who imported it, and when; the archive's author and dates stay the note's own.
            createdBy: input.userId,
            updatedBy: input.userId,
            importedAt,
            importedFrom: crate.publisher?.slice(0, TextLimits.title) ?? null,
            originalAuthor: authorName(ds.author),
            ...(ds.dateCreated ? { createdAt: ds.dateCreated } : {}),
            ...(ds.dateModified ?? ds.dateCreated ? { updatedAt: ds.dateModified ?? ds.dateCreated } : {}),
          })
          .returning({ id: notes.id });
        const keywords = ours?.tags?.length ? ours.tags : ds.keywords;
        const tagIdsOfNote = new Set<string>();
        for (const k of keywords) {
          if (tagIdsOfNote.size >= NoteLimits.tagsPerNote) {
            warnings.push({ code: "too_many_tags", path: ds.path || crate.name });
            break;
          }
          const id = await tagFor(k, ds.path, ours?.tagColors.get(k));
          if (id) tagIdsOfNote.add(id);
        }
        if (tagIdsOfNote.size) await tx.insert(noteTags).values([...tagIdsOfNote].map((tagId) => ({ noteId: note.id, tagId })));
        await writeVersion(tx, note.id, { reason: "create", authorId: input.userId, snap });
        await importComments(tx, note.id, ds, { from: crate.publisher, fallbackDate: ds.dateCreated ?? importedAt });

        // Our own export: material lines come back as lines. The risk screening and assessment do
        // not: they are judged again for the lab and materials at hand (a warning says so).
        if (ours) {
          const read = readMaterialLines(await readDatasetJson(archive, ds, "materials.json", ElnLimits.metadataMaxBytes));
          for (const name of read.skipped) warnings.push({ code: "material_skipped", path: `${ds.path}/materials.json: ${name}` });
          materialLines += await putMaterialLines(tx, materialsOf, note.id, read.lines);
          if (hasRiskData(await readDatasetJson(archive, ds, "risk-assessment.json", ElnLimits.metadataMaxBytes))) {
            warnings.push({ code: "risk_not_imported", path: `${ds.path}/risk-assessment.json` });
          }
        }
        const consumed = ours ? new Set(OUR_SIDECARS.map((n) => `${ds.path}/${n}`)) : new Set<string>();
        const history = ours ? await keptHistory(archive, ds) : null;
        if (history) {
          consumed.delete(history);
          warnings.push({ code: "history_kept_as_file", path: history });
        }
        // Signatures made in the notebook it came from are not signatures here: their file stays, as evidence.
        const signedElsewhere = ours && ds.files.find((f) => f.path === `${ds.path}/signatures.json`);
        if (signedElsewhere) warnings.push({ code: "signatures_kept_as_file", path: signedElsewhere.path });
        for (const f of ds.files) {
          if (consumed.has(f.path)) continue;
          const chart = ours?.charts.get(f.path.slice(ds.path.length + 1)) ?? null;
          if (await importFile(tx, f, note.id, project.id, ids.get(f.path), chart)) attachmentCount++;
        }
        // Kept beside the files, but not counted with them: the summary counts the archive's files, and this one every note gets.
        if (!ours && ds.metadata.length) {
          const buf = Buffer.from(JSON.stringify(ds.metadata, null, 1));
          await storeAttachment(tx, { name: "ro-crate-dataset.json", contentType: "application/json", noteId: note.id, projectId: project.id }, buf);
        }
      }
      // Named last, so the lock that keeps two imports' names apart is held only until the commit.
      const title = await distinctTitle(tx, { spaceId: input.spaceId, userId: input.userId, projectId: project.id, title: project.title });
      if (title !== project.title) await tx.update(projects).set({ title }).where(eq(projects.id, project.id));
      await durable.flush();
      return { projectId: project.id, notes: plans.length, materialsCreated: materialsOf.created };
    });
    return { ...result, attachments: attachmentCount, materialLines, warnings };

    async function importFile(tx: Tx, f: CrateFile, noteId: string, projectId: string, id?: string, chartSettings: ChartSettings | null = null): Promise<boolean> {
      const entry = archive.files.get(f.path);
      doneBytes += entry?.size ?? 0;
      input.onProgress?.(Math.min(1, doneBytes / totalBytes));
      if (!entry) {
        warnings.push({ code: "file_missing", path: f.path });
        return false;
      }
      if (entry.size > AttachmentLimits.maxBytes) {
        warnings.push({ code: "file_too_large", path: f.path });
        return false;
      }
      const { stream: hashing, measured } = measuringStream();
      const body = new PassThrough();
      const source = await archive.open(entry);
      const piping = pipeline(source, hashing, body).catch((err) => {
        throw mapReadError(err);
      });
      const stored = storeAttachment(tx, { id, name: f.name, contentType: contentTypeOf(f), noteId, projectId, size: entry.size, chartSettings }, body);
      const [piped, put] = await Promise.allSettled([piping, stored]);
      // The archive's own error (bomb, damage) explains a failed write better than the write's.
      if (piped.status === "rejected") throw piped.reason;
      if (put.status === "rejected") throw put.reason;
      const { sha256: digest, size } = measured();
      if (f.contentSize !== undefined && f.contentSize !== size) warnings.push({ code: "size_mismatch", path: f.path });
      // A value that is no SHA-256 (an MD5, a name) cannot be compared: saying it does not match would blame the file.
      if (f.sha256 && !SHA256_HEX.test(f.sha256)) warnings.push({ code: "sha256_invalid", path: f.path });
      else if (f.sha256 && f.sha256 !== digest) warnings.push({ code: "sha256_mismatch", path: f.path });
      return true;
    }

    async function storeAttachment(
      tx: Tx,
      a: { id?: string; name: string; contentType: string; noteId: string; projectId: string; size?: number; chartSettings?: ChartSettings | null },
      body: PassThrough | Buffer,
    ) {
      const id = a.id ?? randomUUID();
      const storageKey = `attachments/${a.projectId}/${id}`;
      written.push(storageKey);
      await storage.put(storageKey, body, { contentType: a.contentType, size: a.size, batch: durable });
      // A name is not a path here: a slash in it ("<b>x</b>.html", "pH 7/8.csv") stays visible instead of cutting the name at it.
      const name = attachmentNameSchema.safeParse(a.name.replace(/[\\/]/g, (c) => (c === "/" ? "／" : "＼")));
      await tx.insert(attachments).values({
        id,
        noteId: a.noteId,
        projectId: a.projectId,
        name: name.success ? name.data : "file",
        size: a.size ?? (body as Buffer).length,
        contentType: a.contentType,
        storageKey,
        uploadedBy: input.userId,
        chartSettings: a.chartSettings ?? null,
      });
    }
  } catch (err) {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => {})));
    throw err;
  } finally {
    archive.close();
  }
}
