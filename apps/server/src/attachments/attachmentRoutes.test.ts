import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { describe, expect, it, vi } from "vitest";
import { addProjectMember, buildNoteWorld, setUpTestApp, setUpWorld } from "../test/factories";
import { countQueries } from "../test/countQueries";
import { multipartBody, tusMetadata } from "../test/multipart";
import { createDownloadToken } from "./downloadToken";
import { TusFileStore } from "./storage/TusFileStore";
import { createAttachment, deleteAttachment, renameAttachment } from "./attachmentCommands";
import { createStorage } from "./storage/createStorage";
import type { Storage } from "./storage/Storage";
import { attachments } from "./schema";
import { loadNoteAccess } from "../notes";
import { eq, sql } from "drizzle-orm";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const tusHeaders = { "tus-resumable": "1.0.0" };

const t = setUpTestApp();
const w = setUpWorld(t, buildNoteWorld);

/** Creates an upload; `firstChunk` rides on the POST (creation-with-upload), as the web client sends it. */
async function tusCreate(token: string, size: number, meta: Record<string, string>, firstChunk?: Buffer) {
  return t.request({
    method: "POST",
    url: "/api/uploads",
    token,
    headers: {
      ...tusHeaders,
      "upload-length": String(size),
      "upload-metadata": tusMetadata(meta),
      ...(firstChunk ? { "content-type": "application/offset+octet-stream" } : {}),
    },
    payload: firstChunk,
  });
}
/** Sends a chunk; a stream goes without Content-Length unless `length` is given. */
async function tusPatch(token: string, location: string, offset: number, chunk: Buffer | Readable, length?: number) {
  return t.request({
    method: "PATCH",
    url: location,
    token,
    headers: {
      ...tusHeaders,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      ...(length !== undefined ? { "content-length": String(length) } : {}),
    },
    payload: chunk,
  });
}
/** Another session of the same person (a second tab or device). */
async function newSession(user: { email: string; password: string }) {
  const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: user.email, password: user.password } });
  return login.json().token as string;
}

/** The names of the note's attachments, as its editor lists them. */
async function attachmentNames(): Promise<string[]> {
  const list = await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token });
  return list.json().items.map((a: { name: string }) => a.name);
}

async function download(token: string, id: string) {
  const res = await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token });
  expect(res.statusCode, res.body).toBe(200);
  return t.request({ method: "GET", url: res.json().url });
}

describe("resumable upload (tus)", () => {
  it("uploads in growing chunks, resumes from the server's offset, and downloads the same bytes", async () => {
    const file = randomBytes(1_500_000);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "実験データ.bin", filetype: "application/octet-stream" });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[a-z0-9]+$/);

    let offset = 0;
    let chunk = 256 * 1024;
    // two chunks, then "the connection drops": ask the server where it stopped
    for (let i = 0; i < 2; i++) {
      const res = await tusPatch(w.editor.token, location, offset, file.subarray(offset, offset + chunk));
      expect(res.statusCode, res.body).toBe(204);
      offset = Number(res.headers["upload-offset"]);
      chunk *= 2;
    }
    const head = await t.request({ method: "HEAD", url: location, token: w.editor.token, headers: tusHeaders });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["upload-offset"])).toBe(offset);
    expect(offset).toBe(256 * 1024 + 512 * 1024);

    // another user cannot continue or probe this upload
    const foreign = await tusPatch(w.owner.token, location, offset, file.subarray(offset));
    expect(foreign.statusCode).toBe(404);

    const last = await tusPatch(w.editor.token, location, offset, file.subarray(offset));
    expect(last.statusCode, last.body).toBe(204);
    const attachmentId = last.headers["attachment-id"] as string;
    expect(attachmentId).toBeTruthy();
    // the finished file was moved into storage: neither its bytes nor its .json stay behind (the
    // record goes just after the answer)
    const uploadId = location.split("/").pop()!;
    await vi.waitFor(() => expect(readdirSync(path.join(t.dataDir, "uploads")).filter((f) => f.startsWith(uploadId))).toEqual([]));

    const list = await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments`, token: w.viewer.token });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((a: { id: string }) => a.id === attachmentId);
    expect(item).toMatchObject({ name: "実験データ.bin", size: file.length, uploadedBy: { id: w.editor.id } });
    expect(list.json().abilities["attachment.write"]).toBe(false);

    const dl = await download(w.viewer.token, attachmentId);
    expect(dl.statusCode, dl.body.slice(0, 300)).toBe(200);
    expect(sha(dl.rawPayload)).toBe(sha(file));
    expect(dl.headers["content-disposition"]).toContain("filename*=UTF-8''%E5%AE%9F");
  });

  it("takes the first chunk with the request that creates the upload; a viewer's bytes are refused unwritten", async () => {
    const file = randomBytes(700_000);
    const first = file.subarray(0, 256 * 1024);
    const waiting = () => readdirSync(path.join(t.dataDir, "uploads"));
    const before = waiting();
    const refused = await tusCreate(w.viewer.token, file.length, { noteId: w.noteId, filename: "viewer.bin" }, first);
    expect(refused.statusCode).toBe(403);

    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "first-chunk.bin" }, first);
    expect(created.statusCode, created.body).toBe(201);
    expect(Number(created.headers["upload-offset"])).toBe(first.length);
    const last = await tusPatch(w.editor.token, created.headers.location as string, first.length, file.subarray(first.length));
    expect(last.statusCode, last.body).toBe(204);
    expect(sha((await download(w.editor.token, last.headers["attachment-id"] as string)).rawPayload)).toBe(sha(file));
    // only the editor's upload ever reached the disk, and it has moved into storage
    await vi.waitFor(() => expect(waiting()).toEqual(before));
  });

  it("checks a chunk of an upload it created with one query: the sign-in and the note access together", async () => {
    const file = randomBytes(3 * 256 * 1024);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "one-query.bin" }, file.subarray(0, 256 * 1024));
    const location = created.headers.location as string;
    // The instance knows who started the upload from its creation: the first chunk's check does
    // not read the upload's file for it (tus reads it once, for the offset).
    const reads = vi.spyOn(FileStore.prototype, "getUpload");
    const first = await countQueries(() => tusPatch(w.editor.token, location, 256 * 1024, file.subarray(256 * 1024, 512 * 1024)));
    expect(first.result.statusCode, first.result.body).toBe(204);
    expect(first.n).toBe(1);
    // ...and it reads the note's record without its text (the JSON copy, plain text, Yjs state)
    expect(first.sql[0]).toContain('"notes"."locked_at"');
    expect(first.sql[0]).not.toMatch(/"notes"\."(content|plain_text|ydoc)"/);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    const { n, result } = await countQueries(() => tusPatch(w.editor.token, location, 512 * 1024, file.subarray(512 * 1024, 640 * 1024)));
    expect(result.statusCode, result.body).toBe(204);
    expect(n).toBe(1);
    // the viewer's chunk on that upload is still refused as unknown
    expect((await tusPatch(w.viewer.token, location, 640 * 1024, file.subarray(640 * 1024))).statusCode).toBe(404);
  });

  it("checks a chunk from the session that created the upload while its bytes are written, and answers after the check", async () => {
    const file = randomBytes(3 * 256 * 1024);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "side-by-side.bin" }, file.subarray(0, 256 * 1024));
    const location = created.headers.location as string;
    // The session check holds until the chunk is being written: checked first, the chunk would wait on it.
    let writing!: () => void;
    const written = new Promise<void>((resolve) => (writing = resolve));
    const write = TusFileStore.prototype.write;
    const writes = vi.spyOn(TusFileStore.prototype, "write").mockImplementation(function (this: TusFileStore, ...args) {
      writing();
      return write.apply(this, args);
    });
    const check = t.ctx.sessions.check.bind(t.ctx.sessions);
    let refuse = false;
    const checks = vi.spyOn(t.ctx.sessions, "check").mockImplementation(async (row) => {
      await Promise.race([written, new Promise((_, reject) => setTimeout(() => reject(new Error("the chunk waited for its check")), 2000))]);
      return refuse ? null : check(row);
    });
    try {
      const passed = await tusPatch(w.editor.token, location, 256 * 1024, file.subarray(256 * 1024, 512 * 1024));
      expect(passed.statusCode, passed.body).toBe(204);
      // a check that refuses is the answer, though the bytes were on their way
      refuse = true;
      const refused = await tusPatch(w.editor.token, location, 512 * 1024, file.subarray(512 * 1024));
      expect(refused.statusCode).toBe(401);
    } finally {
      writes.mockRestore();
      checks.mockRestore();
    }
    // ...and the last chunk, refused, made no attachment
    expect(await attachmentNames()).not.toContain("side-by-side.bin");
  });

  it("a note locked while the last chunk arrives gets no file: 423 note_locked, which the client does not retry", async () => {
    // Another session of the uploader: its chunk is checked before it is written, and passes.
    const other = await newSession(w.editor);
    const file = randomBytes(2 * 256 * 1024);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "locked-meanwhile.bin" }, file.subarray(0, 256 * 1024));
    const location = created.headers.location as string;
    const write = TusFileStore.prototype.write;
    const writes = vi.spyOn(TusFileStore.prototype, "write").mockImplementation(async function (this: TusFileStore, ...args) {
      expect((await t.request({ method: "POST", url: `/api/notes/${w.noteId}/lock`, token: w.owner.token })).statusCode).toBe(200);
      return write.apply(this, args);
    });
    try {
      const last = await tusPatch(other, location, 256 * 1024, file.subarray(256 * 1024));
      expect(last.statusCode).toBe(423);
      expect(last.json().error.code).toBe("note_locked");
    } finally {
      writes.mockRestore();
      await t.request({ method: "POST", url: `/api/notes/${w.noteId}/unlock`, token: w.owner.token, payload: { reason: "test done" } });
    }
    expect(await attachmentNames()).not.toContain("locked-meanwhile.bin");
  });

  it("refuses the chunks of a signed-out session, and its upload never becomes an attachment", async () => {
    const token = await newSession(w.editor);
    const file = randomBytes(3 * 256 * 1024);
    const created = await tusCreate(token, file.length, { noteId: w.noteId, filename: "signed-out.bin" }, file.subarray(0, 256 * 1024));
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect((await t.request({ method: "POST", url: "/api/account/logout", token })).statusCode).toBe(200);
    expect((await tusPatch(token, location, 256 * 1024, file.subarray(256 * 1024, 512 * 1024))).statusCode).toBe(401);
    const head = await t.request({ method: "HEAD", url: location, token: w.editor.token, headers: tusHeaders });
    const last = await tusPatch(token, location, Number(head.headers["upload-offset"]), file.subarray(Number(head.headers["upload-offset"])));
    expect(last.statusCode).toBe(401);
    expect(await attachmentNames()).not.toContain("signed-out.bin");
  });

  it("hands a stalled chunk's upload to the client's next request: the bytes that came stay, and the upload resumes from them", async () => {
    const file = randomBytes(3 * 256 * 1024);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "stalled.bin" });
    const location = created.headers.location as string;
    // A chunk whose connection sent half its bytes and then went quiet, without closing.
    const stalled = new PassThrough();
    stalled.write(file.subarray(0, 256 * 1024));
    const first = tusPatch(w.editor.token, location, 0, stalled, 512 * 1024);
    await vi.waitFor(() => expect(stalled.readableLength).toBe(0));
    // The client gave up on it and asks where the upload stands: its answer does not wait for the
    // stalled connection (tus asks the chunk holding the upload to let go).
    const started = Date.now();
    const head = await t.request({ method: "HEAD", url: location, token: w.editor.token, headers: tusHeaders });
    expect(head.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const offset = Number(head.headers["upload-offset"]);
    expect(offset).toBe(256 * 1024);
    const rest = await tusPatch(w.editor.token, location, offset, file.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(sha((await download(w.editor.token, rest.headers["attachment-id"] as string)).rawPayload)).toBe(sha(file));
    stalled.end();
    await first;
  });

  it("refuses the bytes of a chunk that run past the upload's length, keeping what fits", async () => {
    const file = randomBytes(300 * 1024);
    const created = await tusCreate(w.editor.token, file.length, { noteId: w.noteId, filename: "too-long.bin" });
    const location = created.headers.location as string;
    // Without Content-Length, the server learns of the excess only as the bytes arrive.
    const res = await tusPatch(w.editor.token, location, 0, Readable.from([file, randomBytes(64 * 1024)]));
    expect(res.statusCode).toBe(413);
    const head = await t.request({ method: "HEAD", url: location, token: w.editor.token, headers: tusHeaders });
    expect(Number(head.headers["upload-offset"])).toBe(file.length);
    const done = await tusPatch(w.editor.token, location, file.length, Buffer.alloc(0));
    expect(done.statusCode, done.body).toBe(204);
    expect(sha((await download(w.editor.token, done.headers["attachment-id"] as string)).rawPayload)).toBe(sha(file));
  });

  it("lets the uploader cancel (terminate) an unfinished upload, nobody else", async () => {
    const created = await tusCreate(w.editor.token, 600_000, { noteId: w.noteId, filename: "cancel-me.bin" });
    const location = created.headers.location as string;
    await tusPatch(w.editor.token, location, 0, randomBytes(256 * 1024));
    expect((await t.request({ method: "DELETE", url: location, token: w.viewer.token, headers: tusHeaders })).statusCode).toBe(404);
    expect((await t.request({ method: "DELETE", url: location, token: w.editor.token, headers: tusHeaders })).statusCode).toBe(204);
    expect((await t.request({ method: "HEAD", url: location, token: w.editor.token, headers: tusHeaders })).statusCode).toBe(404);
  });

  it("refuses a file over 10 MB before any byte is sent", async () => {
    const res = await tusCreate(w.editor.token, 10 * 1024 * 1024 + 1, { noteId: w.noteId, filename: "big.bin" });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("file_too_large");
  });

  it("lets only writers start an upload; outsiders and other spaces' ids answer 404", async () => {
    const meta = { noteId: w.noteId, filename: "a.txt" };
    expect((await tusCreate(w.viewer.token, 10, meta)).statusCode).toBe(403);
    expect((await tusCreate(w.spaceMember.token, 10, meta)).statusCode).toBe(404);
    expect((await tusCreate(w.outsider.token, 10, meta)).statusCode).toBe(404);
    expect((await tusCreate(w.owner.token, 10, meta)).statusCode).toBe(201);
    const anon = await t.request({ method: "POST", url: "/api/uploads", headers: { ...tusHeaders, "upload-length": "10", "upload-metadata": tusMetadata(meta) } });
    expect(anon.statusCode).toBe(401);
    expect((await tusCreate(w.editor.token, 10, { filename: "no-note.txt" } as never)).statusCode).toBe(400);
  });
});

describe("simple upload, metadata, download links", () => {
  let id: string;
  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

  it("takes a small file as multipart and refuses big ones there", async () => {
    const res = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody("dot.png", "image/png", png) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachment).toMatchObject({ name: "dot.png", contentType: "image/png", isImage: true, size: png.length });
    id = res.json().attachment.id;
    const big = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody("big.bin", "application/octet-stream", randomBytes(300 * 1024)) });
    expect(big.statusCode).toBe(413);
    const viewer = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.viewer.token, ...multipartBody("v.png", "image/png", png) });
    expect(viewer.statusCode).toBe(403);
  });

  it("serves images inline through a link that expires", async () => {
    const dl = await download(w.viewer.token, id);
    expect(dl.headers["content-type"]).toBe("image/png");
    expect(dl.headers["content-disposition"]).toMatch(/^inline/);
    expect(dl.headers["content-security-policy"]).toMatch(/^default-src 'none';.*sandbox$/);
    expect(dl.rawPayload.equals(png)).toBe(true);
    const expired = createDownloadToken(t.config.authSecret, id, w.viewer.id, Math.floor(Date.now() / 1000) - 1);
    expect((await t.request({ method: "GET", url: `/api/files/${expired}` })).json().error.code).toBe("storage_invalid_url");
    const forged = createDownloadToken("another-secret", id, w.viewer.id, Math.floor(Date.now() / 1000) + 60);
    expect((await t.request({ method: "GET", url: `/api/files/${forged}` })).statusCode).toBe(404);
    // A link made out to someone who cannot read the note serves nothing.
    const outsiders = createDownloadToken(t.config.authSecret, id, w.outsider.id, Math.floor(Date.now() / 1000) + 60);
    expect((await t.request({ method: "GET", url: `/api/files/${outsiders}` })).statusCode).toBe(404);
  });

  // A link handed out before a reader was taken off the project kept serving the file until it expired.
  it("stops serving a reader's link once they can no longer read the note", async () => {
    const reader = await t.signUp({ fullName: "Rita Reader" });
    await addProjectMember(t, w.spaceId, w.projectId, reader, "viewer");
    const link = (await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token: reader.token })).json().url as string;
    expect((await t.request({ method: "GET", url: link })).statusCode).toBe(200);
    const off = await t.request({ method: "DELETE", url: `/api/projects/${w.projectId}/members/${reader.id}`, token: w.owner.token });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.request({ method: "GET", url: link })).statusCode).toBe(404);
  });

  // An uploaded script or style sheet must never be loadable as one by a page of this origin.
  it("sends files that could be active content as plain bytes, in a sandbox", async () => {
    for (const [name, type] of [["x.js", "text/javascript"], ["x.mjs", "application/javascript"], ["x.css", "text/css"], ["x.html", "text/html"], ["x.svg", "image/svg+xml"], ["x.json", "application/json"]]) {
      const res = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody(name, type, Buffer.from("alert(1)")) });
      expect(res.statusCode, res.body).toBe(201);
      const dl = await download(w.editor.token, res.json().attachment.id);
      expect(dl.headers["content-type"], type).toBe("application/octet-stream");
      expect(dl.headers["content-disposition"]).toMatch(/^attachment/);
      expect(dl.headers["content-security-policy"]).toContain("sandbox");
      expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    }
    const csv = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody("plate.csv", "text/csv", Buffer.from("a,b\n1,2\n")) });
    expect((await download(w.editor.token, csv.json().attachment.id)).headers["content-type"]).toBe("text/csv");
  });

  it("reads, renames and remembers chart settings per the permission table", async () => {
    expect((await t.request({ method: "GET", url: `/api/attachments/${id}`, token: w.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token: w.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token: w.spaceMember.token })).statusCode).toBe(404);
    const got = await t.request({ method: "GET", url: `/api/attachments/${id}`, token: w.viewer.token });
    expect(got.json().attachment.uploadedBy.name).toBe("Test User");

    expect((await t.request({ method: "PATCH", url: `/api/attachments/${id}`, token: w.viewer.token, payload: { name: "x.png" } })).statusCode).toBe(403);
    const renamed = await t.request({ method: "PATCH", url: `/api/attachments/${id}`, token: w.editor.token, payload: { name: " ../gel image.png " } });
    expect(renamed.json().attachment.name).toBe("gel image.png");
    expect((await t.request({ method: "PATCH", url: `/api/attachments/${id}`, token: w.editor.token, payload: { name: "" } })).statusCode).toBe(400);
    // The name the file had stays on record; renaming to the same name again is no new entry.
    expect((await t.request({ method: "PATCH", url: `/api/attachments/${id}`, token: w.editor.token, payload: { name: "gel image.png" } })).statusCode).toBe(200);
    const trail = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit?kind=attachment.renamed`, token: w.owner.token });
    expect(trail.json().items).toEqual([
      expect.objectContaining({ kind: "attachment.renamed", actorId: w.editor.id, targetId: w.noteId, data: expect.objectContaining({ attachmentId: id, fileName: "gel image.png", previousName: got.json().attachment.name }) }),
    ]);

    const settings = { kind: "scatter", xColumn: "time", yColumns: ["a", "b"], xTitle: "Time (s)" };
    const saved = await t.request({ method: "PUT", url: `/api/attachments/${id}/chart-settings`, token: w.owner.token, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().attachment.chartSettings).toEqual(settings);
    const bad = await t.request({ method: "PUT", url: `/api/attachments/${id}/chart-settings`, token: w.owner.token, payload: { kind: "pie", xColumn: null, yColumns: [] } });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: `/api/attachments/${id}`, token: w.viewer.token })).json().attachment.chartSettings).toEqual(settings);
  });

  it("pages the list with 1 to 1000 per page", async () => {
    for (const size of ["0", "1001", "x"]) {
      const res = await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments?pageSize=${size}`, token: w.viewer.token });
      expect(res.statusCode).toBe(400);
    }
    const page = await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments?page=1&pageSize=1`, token: w.viewer.token });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBeGreaterThanOrEqual(2);
    expect((await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments`, token: w.outsider.token })).statusCode).toBe(404);
  });

  it("deletes for writers only, and the link stops working", async () => {
    const url = (await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token: w.viewer.token })).json().url;
    expect((await t.request({ method: "DELETE", url: `/api/attachments/${id}`, token: w.viewer.token })).statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url: `/api/attachments/${id}`, token: w.editor.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/attachments/${id}`, token: w.editor.token })).statusCode).toBe(404);
    // A rename that was allowed just before the delete finds nothing to rename: 404, not a 500.
    const access = (await loadNoteAccess(t.ctx.db, w.noteId, w.editor.id))!;
    await expect(renameAttachment(t.ctx.db, { ...access, attachment: { id, noteId: w.noteId } }, "late.png", w.editor.id)).rejects.toMatchObject({ code: "storage_not_found" });
    // The space's audit trail keeps who took which file out of which note.
    const trail = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit?kind=attachment.deleted`, token: w.owner.token });
    expect(trail.json().items).toEqual([
      expect.objectContaining({ kind: "attachment.deleted", actorId: w.editor.id, targetType: "note", targetId: w.noteId, data: expect.objectContaining({ attachmentId: id, fileName: "gel image.png", size: png.length }) }),
    ]);
  });

  it("puts every file added to a note on the space's audit trail: who, which note, name, size and type", async () => {
    const res = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody("od600.csv", "text/csv", Buffer.from("t,od\n0,0.1\n")) });
    expect(res.statusCode, res.body).toBe(201);
    const trail = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit?kind=attachment.added`, token: w.owner.token });
    expect(trail.json().items[0]).toMatchObject({
      kind: "attachment.added",
      actorId: w.editor.id,
      targetType: "note",
      targetId: w.noteId,
      data: { attachmentId: res.json().attachment.id, fileName: "od600.csv", size: 11, contentType: "text/csv" },
    });
  });

  /** Transactions of other connections that have written to attachments and not committed yet. */
  async function insertsInFlight() {
    const res = (await t.ctx.db.execute(sql`
      select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'attachments' and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`)) as unknown as { rows: { n: number }[] };
    return res.rows[0].n;
  }

  /** The test app's storage, whose writes wait until `release()`. */
  function gatedStorage() {
    const storage = createStorage(t.config);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const put: Storage["put"] = async (...args) => (await gate, storage.put(...args));
    const gated: Storage = Object.assign(Object.create(storage) as Storage, { put, moveIn: undefined });
    return { storage, gated, release };
  }

  it("writes a new file's row while its bytes are stored, and commits it only once they are", async () => {
    const { storage, gated, release } = gatedStorage();
    const upload = { noteId: w.noteId, projectId: w.projectId, name: "gated.png", size: png.length, contentType: "image/png", uploadedBy: w.editor.id };
    const rows = () => t.ctx.db.select().from(attachments).where(eq(attachments.name, "gated.png"));
    const created = createAttachment(t.ctx.db, gated, upload, png);
    try {
      // The row's insert runs while the bytes are still on their way (its transaction holds the table)…
      await vi.waitFor(async () => expect(await insertsInFlight()).toBe(1));
      // …and nothing is committed before the bytes are stored.
      expect(await rows()).toEqual([]);
    } finally {
      release();
    }
    const result = await created;
    expect((await rows()).map((r) => r.id)).toEqual([result.id]);
    expect(await storage.exists(result.storageKey)).toBe(true);
  });

  it("removes the bytes of a file whose row failed, also when they were stored after it failed", async () => {
    const { gated, release } = gatedStorage();
    const dir = path.join(t.dataDir, "files", "attachments", w.projectId);
    const files = () => (existsSync(dir) ? readdirSync(dir) : []);
    const before = files();
    // A note that does not exist: the row fails at once, while the bytes are held back.
    const upload = { noteId: crypto.randomUUID(), projectId: w.projectId, name: "orphan.png", size: png.length, contentType: "image/png", uploadedBy: w.editor.id };
    const created = createAttachment(t.ctx.db, gated, upload, png);
    created.catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    release();
    await expect(created).rejects.toThrow();
    expect(files()).toEqual(before);
  });

  it("keeps a locked note's files as they are, also when the note was locked after the change was allowed", async () => {
    const res = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/attachments`, token: w.editor.token, ...multipartBody("kept.png", "image/png", png) });
    const kept = res.json().attachment.id as string;
    // Allowed while the note is open…
    const access = await loadNoteAccess(t.ctx.db, w.noteId, w.editor.id);
    const [row] = await t.ctx.db.select().from(attachments).where(eq(attachments.id, kept));
    expect((await t.request({ method: "POST", url: `/api/notes/${w.noteId}/lock`, token: w.owner.token })).statusCode).toBe(200);
    try {
      expect((await t.request({ method: "DELETE", url: `/api/attachments/${kept}`, token: w.editor.token })).statusCode).toBe(423);
      // …then locked before the delete ran: the delete sees the lock.
      const storage = createStorage(t.config);
      await expect(deleteAttachment(t.ctx.db, storage, { ...access!, attachment: row }, w.editor.id, console)).rejects.toMatchObject({ code: "note_locked" });
      await expect(renameAttachment(t.ctx.db, { ...access!, attachment: row }, "renamed.png", w.editor.id)).rejects.toMatchObject({ code: "note_locked" });
      // A file whose body was still arriving when the note was locked is not added, and its bytes go.
      const before = readdirSync(path.join(t.dataDir, "files", "attachments", w.projectId)).length;
      const upload = { noteId: w.noteId, projectId: w.projectId, name: "late.png", size: png.length, contentType: "image/png", uploadedBy: w.editor.id };
      await expect(createAttachment(t.ctx.db, storage, upload, png)).rejects.toMatchObject({ code: "note_locked" });
      expect(readdirSync(path.join(t.dataDir, "files", "attachments", w.projectId))).toHaveLength(before);
      expect((await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, w.noteId))).map((a) => a.name)).not.toContain("late.png");
      expect((await t.request({ method: "GET", url: `/api/attachments/${kept}`, token: w.editor.token })).json().attachment.name).toBe("kept.png");
      expect((await t.request({ method: "GET", url: `/api/attachments/${kept}`, token: w.editor.token })).statusCode).toBe(200);
    } finally {
      await t.request({ method: "POST", url: `/api/notes/${w.noteId}/unlock`, token: w.owner.token, payload: { reason: "test done" } });
    }
  });
});

describe("demo data", () => {
  it("gives the demo user's first note a chromatogram CSV with a remembered chart", async () => {
    const { seedDemoAttachments } = await import("./seedDemoAttachments");
    await seedDemoAttachments(t.ctx, w.editor.id);
    const list = (await t.request({ method: "GET", url: `/api/notes/${w.noteId}/attachments`, token: w.owner.token })).json();
    const csv = list.items.find((a: { name: string }) => a.name === "HPLC_chromatogram.csv");
    expect(csv.chartSettings).toMatchObject({ kind: "line", yColumns: ["abs_254nm", "abs_280nm"] });
    const dl = await download(w.owner.token, csv.id);
    expect(dl.body.split("\n")[0]).toBe("time_min,abs_254nm,abs_280nm");
  });
});
