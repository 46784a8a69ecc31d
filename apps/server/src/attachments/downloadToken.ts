import { createHmac, timingSafeEqual } from "node:crypto";

// Short-lived download links: `<attachmentId>.<userId>.<expiry seconds>.<HMAC, 192 bits base64url>`
// (ids packed, see packId)
// (short enough for a path parameter). Only readers are handed one (GET
// /api/attachments/:id/download-url); the link itself needs no header, so <img> and <a download>
// can use it. It names who it was given to, whose access is checked again on every use: a reader
// taken off the project is refused at once, not when the link expires.

// Ids are UUIDs, written as 22 base64url characters: the link stays under Fastify's 100-character
// path parameter (36 each made it 117 long).
const packId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex").toString("base64url");
const unpackId = (packed: string) => {
  const hex = Buffer.from(packed, "base64url").toString("hex");
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : "";
};

function sign(secret: string, payload: string) {
  return createHmac("sha256", `${secret}:attachment-download`).update(payload).digest("base64url").slice(0, 32);
}

export function createDownloadToken(secret: string, attachmentId: string, userId: string, expiresAtSeconds: number): string {
  const payload = `${packId(attachmentId)}.${packId(userId)}.${expiresAtSeconds}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { ok: true; attachmentId: string; userId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyDownloadToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenCheck {
  if (token.length > 100) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [attachmentId, userId, exp, sig] = parts;
  const expected = Buffer.from(sign(secret, `${attachmentId}.${userId}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (!/^\d+$/.test(exp) || Number(exp) < nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, attachmentId: unpackId(attachmentId), userId: unpackId(userId) };
}

/**
 * Expiry of a link issued now: at least `ttl` ahead, rounded up to the minute so links issued
 * within the same minute are identical and the browser's image cache keeps working.
 */
export function downloadExpiry(ttlSeconds: number, nowMs = Date.now()): number {
  return Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60;
}
