import type { Mailer } from "./mailer";

/** How many mails may leave per minute (one instance). */
export const MAIL_PER_MINUTE = 500;

/**
 * Mail leaves through a queue: at most `perMinute` in any sliding minute, in the order sent.
 * A burst within the budget leaves at once; the rest waits for its slot, so a bulk invitation
 * of 1,000 takes two minutes instead of hitting the relay (or a provider's ban) at once.
 */
export function throttledMailer(inner: Mailer, perMinute = MAIL_PER_MINUTE, windowMs = 60_000): Mailer {
  const sentAt: number[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  async function slot() {
    for (;;) {
      const now = Date.now();
      while (sentAt.length && sentAt[0] <= now - windowMs) sentAt.shift();
      if (sentAt.length < perMinute) {
        sentAt.push(now);
        return;
      }
      await new Promise((r) => setTimeout(r, sentAt[0] + windowMs - now));
    }
  }
  return {
    kind: inner.kind,
    send({ urgent, ...message }) {
      // A person waiting on a sign-up or a reset does not wait behind a bulk invitation of 1,000;
      // the mail still counts toward the minute's budget, so the bulk waits a little longer.
      if (urgent) {
        sentAt.push(Date.now());
        return inner.send(message);
      }
      const turn = tail.then(slot);
      tail = turn.catch(() => {});
      return turn.then(() => inner.send(message));
    },
  };
}
