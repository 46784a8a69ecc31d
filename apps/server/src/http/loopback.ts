import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True when the request comes from this machine itself: a loopback socket that no proxy
 * forwarded (a proxy on the same host connects over loopback too, but says whom for).
 * Reads the socket, never X-Forwarded-For, which anyone can send.
 */
export function fromLoopbackSocket(req: FastifyRequest): boolean {
  const addr = req.socket?.remoteAddress ?? req.raw.socket?.remoteAddress ?? "";
  if (!LOOPBACK.test(addr)) return false;
  return req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined && req.headers["x-real-ip"] === undefined;
}

/** Constant-time comparison of a bearer token with the expected secret. */
export function bearerMatches(req: FastifyRequest, secret: string): boolean {
  const h = req.headers.authorization ?? "";
  const given = Buffer.from(h.startsWith("Bearer ") ? h.slice(7) : "");
  const want = Buffer.from(secret);
  return given.length === want.length && timingSafeEqual(given, want);
}
