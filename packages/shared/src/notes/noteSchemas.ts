import { z } from "zod";
import { V } from "../validation/messages";
import { singleLineText } from "../validation/controlChars";
import { TextLimits } from "../validation/limits";
import { requiredText } from "../validation/requiredText";
import type { Action } from "../permissions/roles";
import { abilitiesSchema, cursorPageSchema, itemListSchema, pageLimitSchema, personRefSchema } from "../api";

/** The rich-text sections of a note, in page order; each is one Y.XmlFragment named after its key. */
export const NoteSections = ["backgroundAndObjective", "methods", "results", "conclusion"] as const;
export type NoteSection = (typeof NoteSections)[number];

export const NoteLimits = {
  titleMax: TextLimits.title,
  tagTitleMax: 50,
  tagsPerProject: 200,
  tagsPerNote: 50,
  pageSizeMax: 200,
  pageSizeDefault: 50,
  /** Size of one Yjs document (bytes); larger updates are refused. */
  ydocMaxBytes: 8 * 1024 * 1024,
} as const;

export const NoteSortKeys = ["title", "updatedAt", "createdAt"] as const;
export type NoteSortKey = (typeof NoteSortKeys)[number];

export const NoteAbilityActions = ["note.update", "note.delete", "tag.write", "attachment.write", "noteMaterial.write", "note.lock", "note.sign"] as const satisfies readonly Action[];

/** Close codes of the collaboration socket, shared by server and client. */
export const CollabCloseCodes = { unauthorized: 4401, notFound: 4404 } as const;
/** What the server tells an open editor when its access changes (stateless `{ type: "eln-access", state }`, then the close reason). */
export const CollabRevocation = { signedOut: "signed_out", noAccess: "access_revoked", readOnly: "read_only", readWrite: "read_write" } as const;
export type CollabRevocationState = (typeof CollabRevocation)[keyof typeof CollabRevocation];
/**
 * The messages the server sends on a note's socket beside the document (Hocuspocus stateless,
 * JSON `{ type, noteId?, state? }`): what changed, never content; the client reads it again.
 */
export const NoteSocketMessages = {
  /** The caller's access to the note changed (`state`: a CollabRevocation). */
  access: "eln-access",
  /** The REST answer of the note (its title, its tags) changed. */
  note: "note",
  /** Its material lines, risk screening or assessment changed. */
  materials: "materials",
  comments: "comments",
  /** The receiver's notifications changed (sent on whichever note they have open). */
  notifications: "notifications",
  /** The note was locked or unlocked. */
  lockChanged: "lock-changed",
} as const;
export type NoteSocketMessageType = (typeof NoteSocketMessages)[keyof typeof NoteSocketMessages];
export interface NoteSocketMessage {
  type: NoteSocketMessageType;
  noteId?: string;
  state?: CollabRevocationState;
}
/** A message's payload as it goes on the socket. */
export const noteSocketMessage = (message: NoteSocketMessage) => JSON.stringify(message);

/** The path of the collaboration socket on the app's port. */
export const COLLAB_PATH = "/collab";
export const noteDocumentName = (noteId: string) => `note:${noteId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The note a socket document is about; null for any other name (`/notes/abc` reached the database as a note id). */
export const noteIdFromDocumentName = (name: string) => (name.startsWith("note:") && UUID.test(name.slice(5)) ? name.slice(5) : null);

const title = singleLineText(requiredText(NoteLimits.titleMax));
const uuid = z.uuid({ error: V.invalid });

export const noteCreateSchema = z.object({ title });
export type NoteCreate = z.input<typeof noteCreateSchema>;
export const noteUpdateSchema = z.object({ title });
export type NoteUpdate = z.input<typeof noteUpdateSchema>;
export const noteDuplicateSchema = z.object({ title });
export type NoteDuplicate = z.input<typeof noteDuplicateSchema>;

export const tagColorSchema = z.string({ error: V.required }).regex(/^#[0-9a-fA-F]{6}$/, { error: V.invalid });
export const tagCreateSchema = z.object({
  title: requiredText(NoteLimits.tagTitleMax),
  color: tagColorSchema.default("#1565c0"),
});
export type TagCreate = z.input<typeof tagCreateSchema>;
export const tagUpdateSchema = tagCreateSchema;
export type TagUpdate = z.input<typeof tagUpdateSchema>;
export const noteTagsSchema = z.object({ tagIds: z.array(uuid).max(NoteLimits.tagsPerNote) });
export type NoteTagsUpdate = z.input<typeof noteTagsSchema>;

/** GET /api/projects/:id/notes query. `tagIds` is comma-separated; a note must carry all of them. */
export const noteListQuerySchema = z.object({
  sort: z.enum(NoteSortKeys).default("updatedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  tagIds: z
    .string()
    .max(2000)
    .optional()
    .transform((s) => (s ? s.split(",").filter(Boolean) : []))
    .pipe(z.array(uuid).max(20)),
  cursor: z.string().max(500).optional(),
  limit: pageLimitSchema(NoteLimits.pageSizeMax, NoteLimits.pageSizeDefault),
  /** The reader's language: titles sort in its collation (case-insensitive). */
  lang: z.enum(["en", "ja"]).default("en"),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

// ---- answers ----

const iso = z.string();
export const tagSchema = z.object({ id: z.string(), title: z.string(), color: z.string() });
export type Tag = z.infer<typeof tagSchema>;
export const personSchema = personRefSchema.nullable();

export const noteSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  tags: z.array(tagSchema),
  createdAt: iso,
  updatedAt: iso,
  createdBy: personSchema,
  updatedBy: personSchema,
  /** In the notes list: whether the note is signed or locked (neither can be deleted; the row's menu offers no Delete). */
  signed: z.boolean().optional(),
  locked: z.boolean().optional(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;
/** `total` comes with the first page only (null on later pages). */
export const noteListSchema = cursorPageSchema(noteSummarySchema).extend({ total: z.number().nullable() });
export type NoteList = z.infer<typeof noteListSchema>;

const noteAbilitiesSchema = abilitiesSchema(NoteAbilityActions);
export type NoteAbilities = z.infer<typeof noteAbilitiesSchema>;

/** GET /api/notes/:id: `include=content` adds the note's text as JSON (see noteDetailSchema). */
export const noteGetQuerySchema = z.object({ include: z.enum(["content"]).optional() });

export const noteDetailSchema = noteSummarySchema.extend({
  spaceId: z.string(),
  spaceTitle: z.string(),
  projectTitle: z.string(),
  /**
   * The text of each section (ProseMirror JSON), only when asked for (`include=content`): the
   * note page reads the live document instead, and a long note's JSON (hundreds of KB) would
   * otherwise be sent and parsed on every open and every refresh of the note.
   */
  content: z.record(z.string(), z.unknown()).optional(),
  abilities: noteAbilitiesSchema,
  /**
   * Set for a note imported from an .eln archive: the notebook it came from (null: not named by the
   * archive), its author there (a name from the archive, not an account), and who imported it when.
   * createdAt and updatedAt are the archive's dates; createdBy is the importer.
   */
  imported: z
    .object({ from: z.string().nullable(), originalAuthor: z.string().nullable(), at: iso, by: personSchema })
    .nullable()
    .optional(),
  /** Whether anyone has signed the note: a signed note cannot be deleted (its abilities say so too). */
  signed: z.boolean().optional(),
  /** Set while the note is locked (read-only for everyone). */
  lock: z
    .object({ at: iso, by: personSchema, cause: z.enum(["owner", "witnessed"]) })
    .nullable()
    .optional(),
});
export type NoteDetail = z.infer<typeof noteDetailSchema>;

/** Why a version was written; "signed": the note as it stood when someone signed it (and its history did not hold that yet). */
export const NoteVersionReasons = ["auto", "manual", "restore", "create", "signed"] as const;
export type NoteVersionReason = (typeof NoteVersionReasons)[number];
export const noteVersionSummarySchema = z.object({
  id: z.string(),
  version: z.number(),
  title: z.string(),
  reason: z.enum(NoteVersionReasons),
  author: personSchema,
  /** Everyone whose edits this version contains. */
  authors: z.array(personRefSchema).optional(),
  createdAt: iso,
});
export type NoteVersionSummary = z.infer<typeof noteVersionSummarySchema>;
export const noteVersionListSchema = itemListSchema(noteVersionSummarySchema).extend({ canRestore: z.boolean() });
/** The current note's plain text per section (compare view). */
export const noteTextSchema = z.object({ title: z.string(), sectionsText: z.record(z.string(), z.string()) });
export type NoteText = z.infer<typeof noteTextSchema>;
/** A material line as a version keeps it (every field optional: versions written over the years keep what they had). */
export const noteVersionMaterialSchema = z
  .object({ materialId: z.string(), name: z.string(), nameEn: z.string().nullable(), quantity: z.number(), unit: z.string(), isLimiting: z.boolean() })
  .partial()
  .loose();
export type NoteVersionMaterial = z.infer<typeof noteVersionMaterialSchema>;

export const noteVersionDetailSchema = noteVersionSummarySchema.extend({
  content: z.record(z.string(), z.unknown()),
  /** Plain text per section, for the diff. */
  sectionsText: z.record(z.string(), z.string()),
  tags: z.array(tagSchema),
  materials: z.array(noteVersionMaterialSchema),
  /** What the version is compared with (the note now, or another version): its text, tags and material lines. */
  current: noteTextSchema.extend({ tags: z.array(tagSchema), materials: z.array(noteVersionMaterialSchema) }),
});
export type NoteVersionDetail = z.infer<typeof noteVersionDetailSchema>;
