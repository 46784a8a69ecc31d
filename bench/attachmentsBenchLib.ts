// Helpers shared by bench/charts.ts and bench/uploads.ts: a note to attach to, and a resumable
// upload from Node speaking tus 1.0 with plain fetch (chunks 256 KiB doubling to 32 MiB, spec §9).

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

/** Uploads `bytes` through /api/uploads; returns the new attachment's id. */
export async function tusUpload(baseUrl: string, token: string, noteId: string, name: string, type: string, bytes: Buffer): Promise<string> {
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "tus-resumable": "1.0.0",
      "upload-length": String(bytes.length),
      "upload-metadata": `noteId ${b64(noteId)},filename ${b64(name)},filetype ${b64(type)}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get("location")!, baseUrl).toString();
  let offset = 0;
  let chunk = 256 * 1024;
  let attachmentId: string | null = null;
  while (offset < bytes.length) {
    const res = await fetch(location, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body: bytes.subarray(offset, offset + chunk),
    });
    if (res.status !== 204) throw new Error(`tus patch: ${res.status} ${await res.text()}`);
    offset = Number(res.headers.get("upload-offset"));
    attachmentId = res.headers.get("attachment-id") ?? attachmentId;
    chunk = Math.min(chunk * 2, 32 * 1024 * 1024);
  }
  return attachmentId!;
}
