import yazl from "yazl";

/** A zip made in memory from name → content (test fixtures). */
export async function makeZip(entries: Record<string, string | Buffer>, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: opts.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces every occurrence of a (same-length) byte string: names yazl refuses to write ("..", "/abs"). */
export function patchBytes(buf: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("same length only");
  const out = Buffer.from(buf);
  const needle = Buffer.from(from);
  for (let i = out.indexOf(needle); i >= 0; i = out.indexOf(needle, i + 1)) Buffer.from(to).copy(out, i);
  return out;
}

/** Sets the declared uncompressed size of central directory entries (all, or the one named): a lying zip bomb. */
export function patchDeclaredSizes(buf: Buffer, size: number, only?: string): Buffer {
  const out = Buffer.from(buf);
  const sig = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let i = out.indexOf(sig); i >= 0; i = out.indexOf(sig, i + 4)) {
    const nameLength = out.readUInt16LE(i + 28);
    const name = out.subarray(i + 46, i + 46 + nameLength).toString("utf8");
    if (!only || name === only) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

export const minimalCrate = (parts: { "@id": string }[] = [], extra: object[] = []) =>
  JSON.stringify({
    "@context": "https://w3id.org/ro/crate/1.1/context",
    "@graph": [
      { "@id": "ro-crate-metadata.json", "@type": "CreativeWork", about: { "@id": "./" }, conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" }, version: "1.0" },
      { "@id": "./", "@type": "Dataset", name: "Minimal", hasPart: parts },
      ...extra,
    ],
  });

export function multipartFile(filename: string, bytes: Buffer) {
  const boundary = "----eln" + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
