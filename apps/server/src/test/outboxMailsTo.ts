import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails in a test app's outbox to one address, in file order, less the sign-up's address
 * confirmation: `signUp()` confirms test users itself, so that mail is never what a test is about.
 */
export function outboxMailsTo(dataDir: string, to: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMail)
    .filter((m) => m.to === to && !m.subject.startsWith("Confirm your e-mail address"));
}
