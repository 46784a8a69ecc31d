import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail in a test app's outbox, oldest first (a file's name starts with its time); none before the first. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMail);
}

/**
 * The mails to one address, less the sign-up's address confirmation: `signUp()` confirms test
 * users itself, so that mail is never what a test is about.
 */
export function outboxMailsTo(dataDir: string, to: string): OutboxMail[] {
  return outboxMails(dataDir).filter((m) => m.to === to && !m.subject.startsWith("Confirm your e-mail address"));
}
