// Helpers shared by bench/charts.ts and bench/uploads.ts: a note to attach to, and a resumable
// upload from Node speaking tus 1.0 (chunks 256 KiB doubling to 32 MiB, spec §9).
import http from "node:http";
import { AttachmentLimits, nextChunkSize } from "@eln/shared/attachments";

// Node's fetch copies a large body through web streams: 10 MiB costs it ~40 ms more than
// node:http on this machine, a cost of the bench's client that a browser does not pay.
const agent = new http.Agent({ keepAlive: true });

/** Sends `body` with node:http on a kept-alive connection; answers the status and headers. */
export function sendBytes(url: string, method: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, "content-length": String(body.length) } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (b: Buffer) => parts.push(b));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString() }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function createBenchNote(baseUrl: string, token: string): Promise<string> {
  const space = await post<{ id: string }>(`${baseUrl}/api/spaces`, token, { name: "Bench lab", description: "" });
  const project = await post<{ id: string }>(`${baseUrl}/api/projects`, token, { name: "Bench project", description: "", space_id: space.id });
  const note = await post<{ id: string }>(`${baseUrl}/api/projects/${project.id}/notes`, token, { title: "Bench note" });
  return note.id;
}

const b64 = (s: string) => Buffer.from(s).toString("base64");

/**
 * Uploads `bytes` through /api/uploads as the web client does: the first chunk rides on the
 * creating POST (tus creation-with-upload); returns the new attachment's id.
 */
export async function tusUpload(baseUrl: string, token: string, noteId: string, name: string, type: string, bytes: Buffer): Promise<string> {
  const auth = { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0" };
  let chunk = AttachmentLimits.chunkStartBytes;
  const created = await sendBytes(
    `${baseUrl}/api/uploads`,
    "POST",
    {
      ...auth,
      "upload-length": String(bytes.length),
      "upload-metadata": `noteId ${b64(noteId)},filename ${b64(name)},filetype ${b64(type)}`,
      "content-type": "application/offset+octet-stream",
    },
    bytes.subarray(0, chunk),
  );
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.text}`);
  const location = new URL(created.headers.location!, baseUrl).toString();
  let offset = Number(created.headers["upload-offset"]);
  let attachmentId = (created.headers["attachment-id"] as string | undefined) ?? null;
  while (offset < bytes.length) {
    chunk = nextChunkSize(chunk);
    const res = await sendBytes(
      location,
      "PATCH",
      { ...auth, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      bytes.subarray(offset, offset + chunk),
    );
    if (res.status !== 204) throw new Error(`tus patch: ${res.status} ${res.text}`);
    offset = Number(res.headers["upload-offset"]);
    attachmentId = (res.headers["attachment-id"] as string | undefined) ?? attachmentId;
  }
  return attachmentId!;
}
