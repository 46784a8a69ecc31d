import { createHash } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { measuringStream } from "./measuringStream";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import yazl from "yazl";
import { NoteSections } from "@eln/shared/notes";
import { ElnNoteFormat, type ElnMaterialLine, type ElnNoteExtras } from "@eln/shared/eln";
import { SCREENING_QUESTIONS } from "@eln/shared/risk";
import type { Db } from "../db/client";
import type { Storage } from "../attachments";
import { attachments } from "../attachments/schema";
import { user } from "../accounts/schema";
import { noteTags, noteVersions, notes, tags } from "../notes/schema";
import { materials, noteMaterials } from "../materials/schema";
import { noteComments } from "../comments/schema";
import { noteRiskAssessments, noteRiskScreenings } from "../risk/schema";
import { noteSignatures } from "../records/schema";
import { noteRecord, signaturesFile } from "../records";
import type { PmNode } from "../notes";
import { EMPTY_SECTION, noteHtmlFile } from "./noteHtml";
import { FOLDER_NAME_LIMIT, safeName, uniqueName } from "./archiveNames";

type Node = Record<string, unknown> & { "@id": string };
type NoteRow = typeof notes.$inferSelect;

export interface ExportSource {
  /** The root Dataset: the project (or the note for a single-note export). */
  title: string;
  description: string;
  projectId: string;
  /** Only these notes; all of the project's notes when absent. */
  noteIds?: string[];
}

export interface ExportContext {
  db: Db;
  storage: Storage;
  appUrl: string;
  appVersion: string;
  /** The open editor's document, newer than the stored copy while someone is typing. */
  live?: (noteId: string, title: string) => { content: unknown; plainText: string } | null;
}

const BATCH = 50;
/** A small first batch: the first bytes leave sooner. */
const FIRST_BATCH = 5;
/** Entries queued in the zip writer but not yet started: the producer waits above this (bounded memory). */
const QUEUE_HIGH = 24;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|csv|x-yaml|javascript|ld\+json))/;

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/**
 * The @id of a file or folder in the crate: its path percent-encoded segment by segment, as
 * RO-Crate 1.1 requires of a URI path ("./50% #1/データ.csv" → "./50%25%20%231/%E3%83%87…");
 * the zip entry keeps the real name. A folder's ends with "/".
 */
export const entityId = (path: string) => `./${path.split("/").map(encodeURIComponent).join("/")}`;

/**
 * A .eln archive (zipped RO-Crate, TheELNConsortium format) as a stream. Notes are read in
 * batches and attachments are opened one at a time when the writer reaches them, so memory
 * stays flat however big the project is. Attachment hashes are computed while they stream;
 * ro-crate-metadata.json is therefore the last entry.
 */
export function exportEln(ctx: ExportContext, src: ExportSource): { filename: string; stream: Readable } {
  const rootName = safeName(src.title, "export", FOLDER_NAME_LIMIT);
  const root = `${rootName}/`;
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);

  let queued = 0;
  let wake: (() => void) | null = null;
  const started = () => {
    queued--;
    if (queued <= QUEUE_HIGH / 2 && wake) {
      const w = wake;
      wake = null;
      w();
    }
  };
  const addLazy = (path: string, open: () => Promise<Readable>, compress = true) => {
    queued++;
    zip.addReadStreamLazy(root + path, { compress }, (cb) => {
      started();
      open().then(
        (s) => cb(null, s),
        (err) => cb(err, undefined as unknown as Readable),
      );
    });
  };
  const addBuffer = (path: string, buf: Buffer) => addLazy(path, async () => Readable.from([buf]));
  const drain = () => (queued > QUEUE_HIGH && !cancelled ? new Promise<void>((r) => (wake = r)) : Promise.resolve());

  // A client that goes away stops the work: no more queries, the open attachment is closed.
  let cancelled = false;
  let finished = false;
  const opened = new Set<Readable>();
  zip.outputStream.on("end", () => (finished = true));
  out.on("close", () => {
    if (finished) return;
    cancelled = true;
    for (const s of opened) s.destroy();
    zip.outputStream.unpipe(out);
    (zip.outputStream as Readable).destroy();
    wake?.();
  });

  const graph: Node[] = [];
  const people = new Map<string, Node>();
  const datasets: { "@id": string }[] = [];
  const now = new Date().toISOString();

  async function produce() {
    const folders = new Set<string>();
    // Keyset paging by id (timestamps carry microseconds a JS Date would round away).
    let lastId: string | null = null;
    let limit: number = FIRST_BATCH;
    for (;;) {
      const scope = src.noteIds ? inArray(notes.id, src.noteIds) : undefined;
      const batch: NoteRow[] = await ctx.db
        .select()
        .from(notes)
        // Notes in the trash are not part of the project any more (nor are their files: they are read by note).
        .where(and(eq(notes.projectId, src.projectId), isNull(notes.deletedAt), scope, lastId ? gt(notes.id, lastId) : undefined))
        .orderBy(asc(notes.id))
        .limit(limit);
      if (!batch.length) break;
      lastId = batch[batch.length - 1].id;
      await addNotes(batch, folders);
      await drain();
      if (cancelled) return;
      if (batch.length < limit) break;
      limit = BATCH;
    }

    const rootNode: Node = {
      "@id": "./",
      "@type": "Dataset",
      name: src.title,
      description: src.description || src.title,
      datePublished: now,
      license: { "@id": "https://creativecommons.org/licenses/by/4.0/" },
      hasPart: datasets,
    };
    const descriptor: Node = {
      "@id": "ro-crate-metadata.json",
      "@type": "CreativeWork",
      about: { "@id": "./" },
      conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" },
      dateCreated: now,
      sdPublisher: { "@id": ctx.appUrl },
      version: "1.0",
    };
    const publisher: Node = { "@id": ctx.appUrl, "@type": "Organization", name: "ELN", url: ctx.appUrl, version: ctx.appVersion };
    const license: Node = { "@id": "https://creativecommons.org/licenses/by/4.0/", "@type": "CreativeWork", name: "CC BY 4.0" };
    // Last entry: by the time the writer reaches it every attachment's hash is known.
    addLazy("ro-crate-metadata.json", async () => {
      const crate = { "@context": "https://w3id.org/ro/crate/1.1/context", "@graph": [descriptor, rootNode, publisher, license, ...people.values(), ...graph] };
      return Readable.from([Buffer.from(JSON.stringify(crate, null, 1))]);
    });
    zip.end();
  }

  async function addNotes(batch: NoteRow[], folders: Set<string>) {
    const ids = batch.map((n) => n.id);
    const [tagRows, files, versionRows, materialRows, screenings, assessments, commentRows, signatureRows] = await Promise.all([
      ctx.db.select({ noteId: noteTags.noteId, title: tags.title, color: tags.color }).from(noteTags).innerJoin(tags, eq(tags.id, noteTags.tagId)).where(inArray(noteTags.noteId, ids)),
      ctx.db.select().from(attachments).where(inArray(attachments.noteId, ids)).orderBy(asc(attachments.createdAt)),
      ctx.db
        .select({ id: noteVersions.id, noteId: noteVersions.noteId, version: noteVersions.version, title: noteVersions.title, reason: noteVersions.reason, authorId: noteVersions.authorId, createdAt: noteVersions.createdAt })
        .from(noteVersions)
        .where(inArray(noteVersions.noteId, ids))
        .orderBy(asc(noteVersions.version)),
      ctx.db
        .select({ line: noteMaterials, material: materials })
        .from(noteMaterials)
        .innerJoin(materials, eq(materials.id, noteMaterials.materialId))
        .where(inArray(noteMaterials.noteId, ids))
        .orderBy(asc(noteMaterials.position)),
      ctx.db.select().from(noteRiskScreenings).where(inArray(noteRiskScreenings.noteId, ids)),
      ctx.db.select().from(noteRiskAssessments).where(inArray(noteRiskAssessments.noteId, ids)),
      ctx.db.select().from(noteComments).where(inArray(noteComments.noteId, ids)).orderBy(asc(noteComments.createdAt)),
      ctx.db.select().from(noteSignatures).where(inArray(noteSignatures.noteId, ids)).orderBy(asc(noteSignatures.signedAt)),
    ]);
    const userIds = new Set<string>();
    for (const n of batch) if (n.createdBy) userIds.add(n.createdBy);
    for (const a of files) if (a.uploadedBy) userIds.add(a.uploadedBy);
    for (const c of commentRows) if (c.authorId) userIds.add(c.authorId);
    for (const v of versionRows) if (v.authorId) userIds.add(v.authorId);
    const missing = [...userIds].filter((id) => !people.has(`#person-${id}`));
    if (missing.length) {
      for (const u of await ctx.db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, missing))) {
        people.set(`#person-${u.id}`, { "@id": `#person-${u.id}`, "@type": "Person", name: u.name, email: u.email });
      }
    }
    const by = <T extends { noteId: string }>(rows: T[], id: string) => rows.filter((r) => r.noteId === id);
    /**
     * Who wrote the note. An imported one keeps the author its archive named (known by name only),
     * and whoever imported it is a contributor; another notebook would otherwise credit the importer.
     */
    const authorOf = (note: NoteRow): { author?: { "@id": string }; contributor?: { "@id": string } } => {
      const here = note.createdBy ? { "@id": `#person-${note.createdBy}` } : null;
      if (!note.importedAt) return here ? { author: here } : {};
      const id = `#imported-author-${encodeURIComponent(note.originalAuthor ?? "unknown")}`;
      if (note.originalAuthor && !people.has(id)) people.set(id, { "@id": id, "@type": "Person", name: note.originalAuthor });
      return { ...(note.originalAuthor ? { author: { "@id": id } } : {}), ...(here ? { contributor: here } : {}) };
    };

    for (const note of batch) {
      const folder = uniqueName(folders, `${safeName(note.title, "note", FOLDER_NAME_LIMIT)}-${note.id.slice(0, 8)}`);
      const base = entityId(`${folder}/`);
      const parts: { "@id": string }[] = [];
      const addFile = (name: string, buf: Buffer, encodingFormat: string, description: string) => {
        const id = entityId(`${folder}/${name}`);
        addBuffer(`${folder}/${name}`, buf);
        graph.push({ "@id": id, "@type": "File", name, description, encodingFormat, contentSize: String(buf.length), sha256: sha256(buf), dateModified: note.updatedAt.toISOString() });
        parts.push({ "@id": id });
      };
      const live = ctx.live?.(note.id, note.title);
      const content = (live?.content ?? note.content) as Record<string, PmNode | undefined>;
      const plainText = live?.plainText ?? note.plainText;
      const sections = Object.fromEntries(NoteSections.map((s) => [s, content[s] ?? EMPTY_SECTION]));
      const noteTagsList = by(tagRows, note.id).map((t) => t.title);
      // Names in the archive first: note.json gives each file's chart settings by its path, note.html its inline images.
      const names = new Set<string>();
      const noteFiles = by(files, note.id).map((a) => ({ a, path: `files/${uniqueName(names, safeName(a.name, "file"))}` }));
      const pathOf = new Map(noteFiles.map(({ a, path }) => [a.id, path]));
      const extras: ElnNoteExtras = {
        tagColors: Object.fromEntries(by(tagRows, note.id).map((t) => [t.title, t.color])),
        charts: Object.fromEntries(noteFiles.flatMap(({ a, path }) => (a.chartSettings ? [[path, a.chartSettings]] : []))),
        attachmentIds: Object.fromEntries(noteFiles.map(({ a, path }) => [path, a.id])),
      };
      addFile("note.html", Buffer.from(noteHtmlFile(note.title, sections, (id) => pathOf.get(id))), "text/html", "The note's sections as HTML");
      addFile(
        "note.json",
        Buffer.from(JSON.stringify({ format: ElnNoteFormat, id: note.id, title: note.title, tags: noteTagsList, sections, ...extras })),
        "application/json",
        "The note's sections as editor (ProseMirror) JSON, for a lossless import",
      );
      const noteMaterialsList = materialRows.filter((r) => r.line.noteId === note.id);
      addFile(
        "materials.json",
        Buffer.from(
          JSON.stringify(
            noteMaterialsList.map(
              ({ line, material }): ElnMaterialLine => ({
                name: material.name,
                nameEn: material.nameEn,
                casNumber: material.casNumber,
                formula: material.formula,
                molarMass: material.molarMass,
                // What an import needs to add the material to a register that lacks it (amounts convert through density).
                density: material.density,
                riskType: material.riskType,
                physicalState: material.physicalState,
                quantity: Number(line.quantity),
                unit: line.unit,
                isLimiting: line.isLimiting,
              }),
            ),
            null,
            1,
          ),
        ),
        "application/json",
        "Materials used in the note",
      );
      const screening = screenings.find((s) => s.noteId === note.id);
      addFile(
        "risk-assessment.json",
        Buffer.from(
          JSON.stringify(
            {
              screening: screening ? { answers: screening.answers, comments: screening.comments, completedAt: screening.completedAt } : null,
              assessments: by(assessments, note.id).map((a) => ({
                material: noteMaterialsList.find((m) => m.material.id === a.materialId)?.material.name ?? a.materialId,
                inputs: a.inputs,
                updatedAt: a.updatedAt,
              })),
            },
            null,
            1,
          ),
        ),
        "application/json",
        "Pre-experiment risk screening and risk assessment",
      );
      const versions = by(versionRows, note.id);
      {
        // Each version with its text (sections, tags, material lines as saved): the history is evidence of what was
        // written when, not only by whom. Read one version at a time as the writer reaches the file, so memory stays
        // flat however long the history; its size and hash are filled in as it streams, like an attachment's.
        const id = entityId(`${folder}/versions.json`);
        const node: Node = { "@id": id, "@type": "File", name: "versions.json", description: "The note's version history: each version's author, date and content", encodingFormat: "application/json", dateModified: note.updatedAt.toISOString() };
        graph.push(node);
        parts.push({ "@id": id });
        const entries = versions.map((v) => ({
          id: v.id,
          head: {
            version: v.version,
            title: v.title,
            reason: v.reason,
            // The author's name beside the Person node: an import keeps this file as it is, outside the crate's graph.
            author: v.authorId ? `#person-${v.authorId}` : null,
            authorName: v.authorId ? ((people.get(`#person-${v.authorId}`)?.name as string | undefined) ?? null) : null,
            createdAt: v.createdAt,
          },
        }));
        addLazy(`${folder}/versions.json`, async () => {
          async function* json() {
            yield "[";
            for (const [i, e] of entries.entries()) {
              const [body] = await ctx.db
                .select({ content: noteVersions.content, tags: noteVersions.tags, materials: noteVersions.materials })
                .from(noteVersions)
                .where(eq(noteVersions.id, e.id));
              const tagTitles = (body?.tags ?? []).map((t) => t.title);
              yield `${i ? "," : ""}\n${JSON.stringify({ ...e.head, content: body?.content ?? null, tags: tagTitles, materials: body?.materials ?? [] })}`;
            }
            yield "\n]\n";
          }
          const { stream: t } = measuringStream(({ sha256: digest, size }) => Object.assign(node, { sha256: digest, contentSize: String(size) }));
          const source = Readable.from(json());
          source.on("error", (err) => t.destroy(err));
          t.once("close", () => source.destroy());
          const s = source.pipe(t);
          opened.add(s);
          s.once("close", () => opened.delete(s));
          return s;
        });
      }

      const fileNodes: Node[] = [];
      for (const { a, path } of noteFiles) {
        const id = entityId(`${folder}/${path}`);
        const node: Node = {
          "@id": id,
          "@type": "File",
          name: a.name,
          encodingFormat: a.contentType,
          contentSize: String(a.size),
          dateCreated: a.createdAt.toISOString(),
          ...(a.uploadedBy ? { author: { "@id": `#person-${a.uploadedBy}` } } : {}),
        };
        graph.push(node);
        fileNodes.push(node);
        parts.push({ "@id": id });
        addLazy(
          `${folder}/${path}`,
          async () => {
            const s = await openHashed(ctx.storage, a.storageKey, node);
            opened.add(s);
            s.once("close", () => opened.delete(s));
            return s;
          },
          COMPRESSIBLE.test(a.contentType),
        );
      }

      const signed = by(signatureRows, note.id);
      if (signed.length) {
        const id = entityId(`${folder}/signatures.json`);
        const node: Node = { "@id": id, "@type": "File", name: "signatures.json", description: "The note's electronic signatures and the record they cover (docs/records.md)", encodingFormat: "application/json" };
        graph.push(node);
        parts.push({ "@id": id });
        // After the note's files: the record names each by the digest taken as it streamed.
        addLazy(`${folder}/signatures.json`, async () => {
          const record = noteRecord(
            note,
            content as Record<string, unknown>,
            noteFiles.map(({ a }, i) => ({ id: a.id, name: a.name, size: a.size, contentType: a.contentType, sha256: fileNodes[i].sha256 as string })),
            noteMaterialsList.map(({ line, material }) => ({ ...line, name: material.name })),
          );
          const buf = Buffer.from(JSON.stringify(signaturesFile(record, signed), null, 1));
          Object.assign(node, { contentSize: String(buf.length), sha256: sha256(buf) });
          return Readable.from([buf]);
        });
      }

      // The note's comment threads, as other notebooks write theirs (a reply names its parentItem).
      const comments = by(commentRows, note.id).map((c) => {
        const id = `#comment-${c.id}`;
        // An imported comment's writer is a person of the notebook it came from: named, not an account here.
        if (c.importedAuthor) graph.push({ "@id": `${id}-author`, "@type": "Person", name: c.importedAuthor });
        graph.push({
          "@id": id,
          "@type": "Comment",
          text: c.body,
          dateCreated: c.createdAt.toISOString(),
          ...(c.authorId ? { author: { "@id": `#person-${c.authorId}` } } : c.importedAuthor ? { author: { "@id": `${id}-author` } } : {}),
          ...(c.parentId ? { parentItem: { "@id": `#comment-${c.parentId}` } } : {}),
        });
        return { "@id": id };
      });

      // The material lines and the risk screening as the specification's flexible metadata (variableMeasured),
      // which other notebooks read as fields; materials.json and risk-assessment.json stay the complete record.
      const variables: Node[] = [
        ...noteMaterialsList.map(({ line, material }, i): Node => ({
          "@id": `#note-${note.id}-materials-${i}`,
          "@type": "PropertyValue",
          propertyID: `materials.${i}`,
          name: material.name,
          value: Number(line.quantity),
          ...(line.unit ? { unitText: line.unit } : {}),
          ...(material.casNumber || line.isLimiting
            ? { description: [material.casNumber && `CAS ${material.casNumber}`, line.isLimiting && "limiting reagent"].filter(Boolean).join(", ") }
            : {}),
        })),
        ...(screening
          ? Object.entries(screening.answers).map(([question, answer]): Node => ({
              "@id": `#note-${note.id}-riskScreening-${encodeURIComponent(question)}`,
              "@type": "PropertyValue",
              propertyID: `riskScreening.${question}`,
              name: SCREENING_QUESTIONS.find((q) => q.id === question)?.en ?? question,
              value: answer,
              ...(screening.comments[question]?.trim() ? { description: screening.comments[question].trim() } : {}),
            }))
          : []),
        ...(screening?.completedAt
          ? [{ "@id": `#note-${note.id}-riskScreening-completedAt`, "@type": "PropertyValue", propertyID: "riskScreening.completedAt", name: "Risk screening completed", value: screening.completedAt.toISOString() }]
          : []),
      ];
      graph.push(...variables);

      graph.push({
        "@id": base,
        "@type": "Dataset",
        name: note.title,
        identifier: note.id,
        genre: "experiment",
        dateCreated: note.createdAt.toISOString(),
        dateModified: note.updatedAt.toISOString(),
        ...authorOf(note),
        ...(noteTagsList.length ? { keywords: noteTagsList.join(", ") } : {}),
        ...(plainText.trim() ? { text: plainText } : {}),
        ...(comments.length ? { comment: comments } : {}),
        ...(variables.length ? { variableMeasured: variables.map((v) => ({ "@id": v["@id"] })) } : {}),
        version: String(versions.at(-1)?.version ?? 1),
        url: `${ctx.appUrl}/notes/${note.id}`,
        hasPart: parts,
      });
      datasets.push({ "@id": base });
    }
  }

  produce().catch((err) => {
    zip.outputStream.unpipe(out);
    out.destroy(err as Error);
  });
  zip.on("error", (err: Error) => out.destroy(err));
  return { filename: `${rootName}.eln`, stream: out };
}

/** The attachment's bytes with sha256 and size filled into its File node as they pass. */
async function openHashed(storage: Storage, key: string, node: Node): Promise<Readable> {
  let body: Readable;
  try {
    body = await storage.get(key);
  } catch {
    // A file lost from storage must not break the whole archive: export it empty and say so.
    node.description = "The file was missing from storage when this archive was made.";
    node.contentSize = "0";
    node.sha256 = sha256(Buffer.alloc(0));
    return Readable.from([]);
  }
  const { stream: t } = measuringStream(({ sha256: digest, size }) => {
    node.sha256 = digest;
    node.contentSize = String(size);
  });
  body.on("error", (err) => t.destroy(err));
  // Closing the hashed stream (a cancelled download) closes the file or S3 response behind it.
  t.once("close", () => body.destroy());
  return body.pipe(t);
}
