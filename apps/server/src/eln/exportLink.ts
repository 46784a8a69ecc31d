import { createHmac, timingSafeEqual } from "node:crypto";

// The browser downloads an archive by navigating to a short-lived signed link (no Authorization
// header), so the stream goes straight to disk instead of into a Blob in memory. The link names the
// user: their access is checked again when it is followed.

export interface ExportLink {
  kind: "project" | "note";
  id: string;
  userId: string;
  exp: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", `${secret}:eln-export`).update(payload).digest("base64url").slice(0, 32);

export function createExportToken(secret: string, link: ExportLink): string {
  const payload = Buffer.from(JSON.stringify([link.kind, link.id, link.userId, link.exp])).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyExportToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): ExportLink | null {
  if (token.length > 400) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [kind, id, userId, exp] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [ExportLink["kind"], string, string, number];
    if ((kind !== "project" && kind !== "note") || typeof id !== "string" || typeof userId !== "string" || typeof exp !== "number" || exp < nowSeconds) return null;
    return { kind, id, userId, exp };
  } catch {
    return null;
  }
}
