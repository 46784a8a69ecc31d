import type { FastifyInstance } from "fastify";
import { pushNotifications } from "../comments";
import { route } from "../http/route";
import { recordEndpoints, type WitnessRequest } from "@eln/shared/records";
import { and, asc, desc, eq, getTableColumns, not } from "drizzle-orm";
import { can } from "@eln/shared";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNote, loadNoteAccess, authorizeNoteRequest, noteTransaction, loadPeople, personRef, versionAtSigning, liveNotes } from "../notes";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { spaceMembers } from "../spaces/schema";
import { notes } from "../notes/schema";
import { noteSignatures, witnessRequests } from "./schema";
import { announceLockChange, lockNote, lockWithLiveState, unlockNote } from "./lockCommands";
import { prepareSignature, requestWitness, signNote, witnessNote } from "./signatureCommands";
import { reauthenticate } from "./reauthenticate";
import { noteRecordHashes } from "./noteRecordHash";
import type { RecordFormat } from "./noteRecord";
import { witnessRequestMail } from "./witnessMail";
import { lockOf } from "./presentLock";
import { signatureEvidence } from "./signaturesForExport";
import { witnessLeft, witnessRequestStatus } from "./witnessRequestStatus";


/** Lock, sign, witness (21 CFR Part 11 style records on a note). */
export async function recordsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  type RequestRow = Omit<typeof witnessRequests.$inferSelect, "status"> & { status: WitnessRequest["status"]; noteTitle: string };
  /** Requests with their status as shown: "void" once the witness can no longer read the note. */
  const requestsWith = () => db.select({ ...getTableColumns(witnessRequests), status: witnessRequestStatus(db) }).from(witnessRequests);

  async function presentRequests(rows: RequestRow[]) {
    const people = await loadPeople(db, rows.flatMap((r) => [r.requestedBy, r.witnessId]));
    return rows.map((r) => ({
      id: r.id,
      noteId: r.noteId,
      noteTitle: r.noteTitle,
      requestedBy: personRef(people, r.requestedBy),
      witness: personRef(people, r.witnessId),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  route(app, recordEndpoints.get, async (req) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const currentHashes = await noteRecordHashes(ctx, access.note);
    const sigs = await db.select().from(noteSignatures).where(eq(noteSignatures.noteId, access.note.id)).orderBy(asc(noteSignatures.signedAt));
    const reqs = await requestsWith().where(eq(witnessRequests.noteId, access.note.id)).orderBy(desc(witnessRequests.createdAt));
    const people = await loadPeople(db, [...sigs.map((s) => s.signerId), access.note.lockedBy]);
    const canSign = can(access.actor, "note.sign");
    // Who can be asked to witness: space members who can read this note.
    const members = canSign
      ? await db
          .select({ id: user.id, name: user.name })
          .from(spaceMembers)
          .innerJoin(user, eq(user.id, spaceMembers.userId))
          .where(eq(spaceMembers.spaceId, access.project.spaceId))
          .orderBy(asc(user.name))
      : [];
    const candidates = [];
    for (const m of members) {
      if (m.id === me.id) continue;
      const a = await loadNoteAccess(db, access.note.id, m.id);
      if (a && can(a.actor, "note.read")) candidates.push(m);
    }
    const n = access.note;
    return {
      currentHash: currentHashes[2],
      signatures: sigs.map((s) => ({
        id: s.id,
        signer: s.signerId ? { id: s.signerId, name: people.get(s.signerId) ?? s.signerName } : null,
        signerName: s.signerName,
        meaning: s.meaning,
        signedAt: s.signedAt.toISOString(),
        contentHash: s.contentHash,
        changedSince: s.contentHash !== currentHashes[s.format as RecordFormat],
        timestamp: s.tsaTime ? { time: s.tsaTime.toISOString(), tsa: s.tsaUrl ?? "" } : null,
      })),
      witnessRequests: await presentRequests(reqs.map((r) => ({ ...r, noteTitle: n.title }))),
      lock: lockOf(n, people),
      abilities: {
        sign: canSign,
        signAsAuthor: can(access.actor, "note.signAsAuthor"),
        lock: !n.lockedAt && can(access.actor, "note.lock"),
        unlock: !!n.lockedAt && can(access.actor, "note.lock"),
        requestWitness: canSign,
      },
      witnessCandidates: candidates,
    };
  });

  route(app, recordEndpoints.lock, async (req) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, "note.lock");
    if (!access.note.lockedAt) await lockWithLiveState(ctx, access.note.id, (tx) => lockNote(tx, access, { userId: me.id, cause: "owner" }));
    return { ok: true as const };
  });

  route(app, recordEndpoints.unlock, async (req) => {
    await noteTransaction(req, req.params.id, "note.lock", async (tx, access, me) => {
      if (!access.note.lockedAt) throw new AppError("conflict", "This note is not locked.");
      await unlockNote(tx, access, { userId: me.id, reason: req.body.reason });
    });
    announceLockChange(ctx, req.params.id, false);
    return { ok: true as const };
  });

  route(app, recordEndpoints.sign, async (req, reply) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, req.body.meaning === "authored" ? "note.signAsAuthor" : "note.sign");
    await reauthenticate(ctx, req, reply, access, me.id, req.body.password);
    // What is signed is kept in the history (a version), then hashed.
    await versionAtSigning(db, liveNotes(ctx), access);
    await signNote(ctx, access, await prepareSignature(ctx, access, { userId: me.id, meaning: req.body.meaning }));
    return { ok: true as const };
  });

  // The exported signature record: what was signed (hash), by whom, when, and its RFC 3161 token
  // (base64), checkable offline with `npm run verify -- file.json`.
  async function loadSignature(noteId: string, userId: string, signatureId: string) {
    const access = authorizeNote(await loadNoteAccess(db, noteId, userId), "note.read");
    if (!isUuid(signatureId)) throw new AppError("not_found", "Not found");
    const [sig] = await db.select().from(noteSignatures).where(and(eq(noteSignatures.id, signatureId), eq(noteSignatures.noteId, access.note.id))).limit(1);
    if (!sig) throw new AppError("not_found", "Not found");
    return sig;
  }
  route(app, recordEndpoints.signedRecord, async (req, reply) => {
    const me = await authenticate(req);
    const sig = await loadSignature(req.params.id, me.id, req.params.signatureId);
    return reply.header("content-disposition", `attachment; filename="signature-${sig.id}.json"`).send(signatureEvidence(sig));
  });
  route(app, recordEndpoints.timestampToken, async (req, reply) => {
    const me = await authenticate(req);
    const sig = await loadSignature(req.params.id, me.id, req.params.signatureId);
    if (!sig.tsaToken) throw new AppError("not_found", "This signature has no trusted timestamp.");
    return reply
      .header("content-type", "application/timestamp-reply")
      .header("content-disposition", `attachment; filename="signature-${sig.id}.tsr"`)
      .send(Buffer.from(sig.tsaToken));
  });

  route(app, recordEndpoints.requestWitness, async (req) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, "note.sign");
    const witnessId = req.body.witnessId;
    const witnessAccess = witnessId !== me.id ? await loadNoteAccess(db, access.note.id, witnessId) : null;
    if (!witnessAccess || !can(witnessAccess.actor, "note.read"))
      throw new AppError("validation", "Choose a space member who can read this note.", { fields: { witnessId: "validation.invalid" } });
    const row = await requestWitness(db, access, { requestedBy: me.id, witnessId });
    pushNotifications(ctx, [witnessId]);
    const [w] = await db.select({ email: user.email }).from(user).where(eq(user.id, witnessId)).limit(1);
    await ctx.mailer
      .send(witnessRequestMail({ to: w.email, requesterName: me.name, noteTitle: access.note.title, noteId: access.note.id, appUrl: ctx.config.appUrl }))
      .catch((err) => req.log.warn({ err }, "witness mail failed"));
    return (await presentRequests([{ ...row, noteTitle: access.note.title }]))[0];
  });

  route(app, recordEndpoints.myWitnessRequests, async (req) => {
    const me = await authenticate(req);
    const rows = await db
      .select({ req: witnessRequests, noteTitle: notes.title })
      .from(witnessRequests)
      .innerJoin(notes, eq(notes.id, witnessRequests.noteId))
      .where(and(eq(witnessRequests.witnessId, me.id), eq(witnessRequests.status, "pending"), not(witnessLeft(db))))
      .orderBy(desc(witnessRequests.createdAt))
      .limit(200);
    // Only notes the witness can still read.
    const visible = [];
    for (const r of rows) {
      const a = await loadNoteAccess(db, r.req.noteId, me.id);
      if (a && can(a.actor, "note.read")) visible.push({ ...r.req, noteTitle: r.noteTitle });
    }
    return { items: await presentRequests(visible) };
  });

  route(app, recordEndpoints.witness, async (req, reply) => {
    const me = await authenticate(req);
    if (!isUuid(req.params.id)) throw new AppError("not_found", "Not found");
    const [wr] = await requestsWith().where(and(eq(witnessRequests.id, req.params.id), eq(witnessRequests.witnessId, me.id))).limit(1);
    if (!wr) throw new AppError("not_found", "Not found");
    if (wr.status === "void") throw new AppError("conflict", "This request is void: the witness can no longer read this note.");
    if (wr.status !== "pending") throw new AppError("conflict", "This request has already been signed.");
    const access = authorizeNote(await loadNoteAccess(db, wr.noteId, me.id), "note.read");
    await reauthenticate(ctx, req, reply, access, me.id, req.body.password);
    await versionAtSigning(db, liveNotes(ctx), access);
    await witnessNote(ctx, access, wr.id, await prepareSignature(ctx, access, { userId: me.id, meaning: "witnessed" }));
    pushNotifications(ctx, [me.id]); // its notice is read now
    return { ok: true as const };
  });
}
