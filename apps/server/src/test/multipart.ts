/** A multipart/form-data body with one file field named "file", for inject(). */
export function multipartBody(filename: string, type: string, bytes: Buffer | Uint8Array | string) {
  const boundary = "----eln" + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const multipartCsv = (csv: string | Uint8Array, filename = "invite.csv") => multipartBody(filename, "text/csv", csv);

/** tus `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}
