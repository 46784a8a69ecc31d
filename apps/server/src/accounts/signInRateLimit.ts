import type { FastifyReply, FastifyRequest } from "fastify";
import { emailKey } from "@eln/shared";
import { clientKey, enforceLimits, LIMITS, signInLimits, type Limit } from "../http/rateLimits";

/**
 * Sign-in attempts per account (stops guessing one account from many clients) and per client
 * (stops one client trying many accounts). The client is the socket address, or the address
 * the configured proxies (TRUST_PROXY) report: a forged X-Forwarded-For changes nothing.
 * An account or recipient counts under its `emailKey`, so another casing is the same account
 * (a phone number, already validated ASCII, comes out as it went in).
 */
export async function limitSignIn(req: FastifyRequest, reply: FastifyReply, account: string) {
  const { perAccount, perClient } = signInLimits(req.server.ctx);
  await enforceLimits(req, [
    { limit: perAccount, key: emailKey(account) },
    { limit: perClient, key: clientKey(req) },
  ], reply);
}

/** Mail or SMS anyone can trigger (reset, e-mail link, phone code): per recipient and per client, hourly and daily. */
export async function limitAnonymousMail(req: FastifyRequest, reply: FastifyReply, recipient: string) {
  const perHour = req.server.ctx.config.clientRateLimits.mailPerHour;
  const clientHour: Limit = { ...LIMITS.mailPerClientHour, max: perHour };
  const clientDay: Limit = { ...LIMITS.mailPerClientDay, max: perHour * 5 };
  await enforceLimits(req, [
    { limit: LIMITS.mailPerRecipientHour, key: emailKey(recipient) },
    { limit: clientHour, key: clientKey(req) },
    { limit: clientDay, key: clientKey(req) },
  ], reply);
}

/** Mail or SMS a signed-in user sends (invitations, a code to a new phone): per sender hourly, with a daily cap. */
export async function limitSenderMail(req: FastifyRequest, reply: FastifyReply | undefined, senderId: string, count = 1) {
  await enforceLimits(req, [
    { limit: LIMITS.mailPerSenderHour, key: senderId, n: count },
    { limit: LIMITS.mailPerSenderDay, key: senderId, n: count },
  ], reply);
}

/** Sign-ups per client and hour. */
export async function limitSignUp(req: FastifyRequest, reply: FastifyReply) {
  const limit: Limit = { ...LIMITS.signUpPerClient, max: req.server.ctx.config.clientRateLimits.signUpPerHour };
  await enforceLimits(req, [{ limit, key: clientKey(req) }], reply);
}
