import { z } from "zod";
import { itemListSchema, personRefSchema } from "../api";
import { V } from "../validation/messages";
import { requiredText } from "../validation/requiredText";
import { tooLongError } from "../validation/tooLongError";

/** What a signature means (21 CFR Part 11 §11.50): shown with the signer's name and the time. */
export const SignatureMeanings = ["authored", "reviewed", "approved"] as const;
export const AllSignatureMeanings = [...SignatureMeanings, "witnessed"] as const;
export type SignatureMeaning = (typeof AllSignatureMeanings)[number];

export const RecordLimits = { reasonMax: 500, passwordMax: 200 } as const;

const reason = requiredText(RecordLimits.reasonMax);
const password = z.string({ error: V.required }).min(1, { error: V.required }).max(RecordLimits.passwordMax, { error: tooLongError });

export const noteUnlockSchema = z.object({ reason });
export const noteSignSchema = z.object({ meaning: z.enum(SignatureMeanings, { error: V.invalid }), password });
export const witnessRequestCreateSchema = z.object({ witnessId: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.invalid }) });
export const witnessSignSchema = z.object({ password });

const person = personRefSchema.nullable();

export const signatureSchema = z.object({
  id: z.string(),
  signer: person,
  /** The signer's printed name at the time of signing (§11.50(a)(1)). */
  signerName: z.string(),
  meaning: z.enum(AllSignatureMeanings),
  signedAt: z.string(),
  contentHash: z.string(),
  /** The note changed (content or attachments) after this signature. */
  changedSince: z.boolean(),
  timestamp: z.object({ time: z.string(), tsa: z.string() }).nullable(),
});
export type Signature = z.infer<typeof signatureSchema>;

export const witnessRequestSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  noteTitle: z.string(),
  requestedBy: person,
  witness: person,
  /** void: the witness left the space before signing; it cannot be signed, and someone else may be asked. */
  status: z.enum(["pending", "signed", "void"]),
  createdAt: z.string(),
});
export type WitnessRequest = z.infer<typeof witnessRequestSchema>;

export const noteRecordsSchema = z.object({
  currentHash: z.string(),
  signatures: z.array(signatureSchema),
  witnessRequests: z.array(witnessRequestSchema),
  lock: z.object({ at: z.string(), by: person, cause: z.enum(["owner", "witnessed"]) }).nullable(),
  abilities: z.object({ sign: z.boolean(), signAsAuthor: z.boolean(), lock: z.boolean(), unlock: z.boolean(), requestWitness: z.boolean() }),
  /** Space members who may be asked to witness (they can read the note), without the caller. */
  witnessCandidates: z.array(personRefSchema),
});
export type NoteRecords = z.infer<typeof noteRecordsSchema>;

/** Days a deleted note or project stays in its space's trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

export const trashItemSchema = z.object({
  kind: z.enum(["note", "project"]),
  id: z.string(),
  title: z.string(),
  /** The project a note belongs to. */
  projectTitle: z.string().nullable(),
  deletedAt: z.string(),
  deletedBy: person,
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = itemListSchema(trashItemSchema);
