import { and, eq, isNull, not } from "drizzle-orm";
import type { SignatureMeaning } from "@eln/shared/records";
import type { Db, Tx } from "../db/client";
import { findRow } from "../db/findRow";
import { user } from "../accounts/schema";
import { AppError } from "../http/AppError";
import type { AppContext } from "../http/context";
import { recordAuditEvent } from "../audit";
import { noteAuditEvent, type NoteAccess } from "../notes";
import { markWitnessRequestsRead, notifyWitnessRequest } from "../comments";
import { noteSignatures, witnessRequests } from "./schema";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { lockNote, lockWithLiveState } from "./lockCommands";
import { witnessLeft, witnessRequestStatus } from "./witnessRequestStatus";
import { timestampHash } from "./trustedTimestamp";
import { noteRecordOf } from "./noteRecordHash";
import { recordHash } from "./noteRecord";
import { signedStatement, statementHash } from "./signatureStatement";

/** A signature ready to be written: the record hash, when, by whom, and its trusted timestamp when a TSA is configured. */
export interface PreparedSignature {
  userId: string;
  signerName: string;
  meaning: SignatureMeaning;
  contentHash: string;
  signedAt: Date;
  timestamp: Awaited<ReturnType<typeof timestampHash>>;
}

/**
 * Hashes the note's record as it stands and has the whole signature (who, meaning, when, hash)
 * time-stamped, before any transaction: a TSA can take seconds to answer.
 */
export async function prepareSignature(ctx: AppContext, access: NoteAccess, p: { userId: string; meaning: SignatureMeaning }): Promise<PreparedSignature> {
  // The printed name as the account has it now (a session may carry an older one).
  const [[me], record] = await Promise.all([ctx.db.select({ name: user.name }).from(user).where(eq(user.id, p.userId)).limit(1), noteRecordOf(ctx, access.note)]);
  const signerName = me?.name ?? "";
  // A new signature is format 2: only that format's hash is needed.
  const contentHash = recordHash(record, 2);
  const signedAt = new Date();
  const statement = signedStatement({ noteId: access.note.id, signer: { id: p.userId, name: signerName }, meaning: p.meaning, signedAt: signedAt.toISOString(), contentHash });
  const timestamp = await timestampHash(ctx.config, statementHash(statement));
  return { ...p, signerName, contentHash, signedAt, timestamp };
}

/** Writes one signature (format 2: record with material lines, timestamp over the whole signature), with its audit event. */
async function sign(ctx: AppContext, tx: Tx, access: NoteAccess, p: PreparedSignature) {
  // The note and its project are held until commit, and must still be there: deleting either
  // holds its row first and refuses once a signature exists (trash/trashCommands.ts).
  const [open] = await tx
    .select({ id: notes.id })
    .from(notes)
    .innerJoin(projects, eq(projects.id, notes.projectId))
    .where(and(eq(notes.id, access.note.id), isNull(notes.deletedAt), isNull(projects.deletedAt)))
    .for("share");
  if (!open) throw new AppError("not_found", "The note was not found.");
  const [sig] = await tx
    .insert(noteSignatures)
    .values({
      noteId: access.note.id,
      signerId: p.userId,
      signerName: p.signerName,
      meaning: p.meaning,
      contentHash: p.contentHash,
      signedAt: p.signedAt,
      format: 2,
      tsaToken: p.timestamp?.token ?? null,
      tsaTime: p.timestamp?.time ?? null,
      tsaUrl: p.timestamp ? ctx.config.tsaUrl : null,
    })
    .returning();
  await recordAuditEvent(tx, {
    ...noteAuditEvent(access, p.meaning === "witnessed" ? "note.witnessed" : "note.signed", p.userId, { meaning: p.meaning, contentHash: p.contentHash, signatureId: sig.id }),
    actorName: sig.signerName,
  });
  return sig;
}

/** The signer's own signature (authored, reviewed, approved, …), in its own transaction. */
export async function signNote(ctx: AppContext, access: NoteAccess, p: PreparedSignature) {
  await ctx.db.transaction((tx) => sign(ctx, tx, access, p));
}

/** Asks `witnessId` to witness the note; a pending request to the same person is answered again instead of doubled. */
export async function requestWitness(db: Db, access: NoteAccess, p: { requestedBy: string; witnessId: string }) {
  return db.transaction(async (tx) => {
    // A request voided by the witness leaving the space is not answered again: they are asked anew.
    const existing = await findRow(tx, witnessRequests, and(eq(witnessRequests.noteId, access.note.id), eq(witnessRequests.witnessId, p.witnessId), eq(witnessRequests.status, "pending"), not(witnessLeft(tx))));
    if (existing) return existing;
    const [created] = await tx.insert(witnessRequests).values({ noteId: access.note.id, requestedBy: p.requestedBy, witnessId: p.witnessId }).returning();
    await recordAuditEvent(tx, { ...noteAuditEvent(access, "note.witnessRequested", p.requestedBy, { witnessId: p.witnessId }), personId: p.witnessId });
    await notifyWitnessRequest(tx, { userId: p.witnessId, noteId: access.note.id, actorId: p.requestedBy });
    return created;
  });
}

/**
 * The witness signs the request: signature, request marked signed and the note locked, together.
 * A witnessed note is locked: what was witnessed cannot change afterwards. The request is
 * re-read under a row lock, so two tabs cannot both sign it, nor a witness who has just left.
 */
export async function witnessNote(ctx: AppContext, access: NoteAccess, requestId: string, p: PreparedSignature) {
  await lockWithLiveState(ctx, access.note.id, async (tx) => {
    const [locked] = await tx.select({ status: witnessRequestStatus(tx) }).from(witnessRequests).where(eq(witnessRequests.id, requestId)).for("update", { of: witnessRequests });
    // The route checked both before asking for the password; here they hold under the lock.
    if (locked.status === "void") throw new AppError("conflict", "This request is void: the witness can no longer read this note.");
    if (locked.status !== "pending") throw new AppError("conflict", "This request has already been signed.");
    const sig = await sign(ctx, tx, access, p);
    await tx.update(witnessRequests).set({ status: "signed", signatureId: sig.id }).where(eq(witnessRequests.id, requestId));
    await markWitnessRequestsRead(tx, p.userId, access.note.id);
    await lockNote(tx, access, { userId: p.userId, cause: "witnessed" });
  });
}
