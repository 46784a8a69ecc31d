import { createHmac, timingSafeEqual } from "node:crypto";

// Short-lived download links: `<attachmentId>.<expiry seconds>.<HMAC, 192 bits base64url>` (short
// enough for a path parameter). Only readers
// are handed one (GET /api/attachments/:id/download-url); the link itself needs no header, so
// <img> and <a download> can use it, and it stops working after its expiry.

function sign(secret: string, payload: string) {
  return createHmac("sha256", `${secret}:attachment-download`).update(payload).digest("base64url").slice(0, 32);
}

export function createDownloadToken(secret: string, attachmentId: string, expiresAtSeconds: number): string {
  const payload = `${attachmentId}.${expiresAtSeconds}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { ok: true; attachmentId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyDownloadToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenCheck {
  if (token.length > 100) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [attachmentId, exp, sig] = parts;
  const expected = Buffer.from(sign(secret, `${attachmentId}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (!/^\d+$/.test(exp) || Number(exp) < nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, attachmentId };
}

/**
 * Expiry of a link issued now: at least `ttl` ahead, rounded up to the minute so links issued
 * within the same minute are identical and the browser's image cache keeps working.
 */
export function downloadExpiry(ttlSeconds: number, nowMs = Date.now()): number {
  return Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60;
}
