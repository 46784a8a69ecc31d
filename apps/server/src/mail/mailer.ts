import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { setBounded } from "../http/setBounded";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Someone is waiting for it (address check, password reset, sign-in link): it skips the queue
   * of bulk mail (mail/mailQueue.ts). These are limited per account and client where they are asked for.
   */
  urgent?: boolean;
}
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  date: string;
  attachments: { filename: string; contentType?: string; size: number }[];
}
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
  /** Where mail went: "outbox" (embedded default) or "smtp". */
  kind: "outbox" | "smtp";
}

/**
 * nodemailer either way: over SMTP when SMTP_URL is set, otherwise rendered to
 * a real .eml file in the outbox folder (browsable at /dev/mail outside production).
 */
export function createMailer(opts: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        return { id: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      await writeFile(path.join(opts.outboxDir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: new Date().toISOString(),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      };
      await writeFile(path.join(opts.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      return { id };
    },
  };
}

/**
 * Entries already read, by file: an outbox file is written once and never changed, so a listing
 * parses only the files that are new since the last one (a long test run lists hundreds of mails
 * for every address it confirms).
 */
const readEntries = new Map<string, OutboxEntry>();

/** Newest first; `to`: only the mail to that address (compared as stored, case-insensitively). */
export async function listOutbox(outboxDir: string, { to }: { to?: string } = {}): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    files
      .filter((f) => f.endsWith(".json"))
      .map(async (f) => {
        const file = path.join(outboxDir, f);
        const known = readEntries.get(file);
        if (known) return known;
        try {
          const entry = JSON.parse(await readFile(file, "utf8")) as OutboxEntry;
          setBounded(readEntries, 50_000, file, entry);
          return entry;
        } catch {
          return null; // still being written: listed once it is whole
        }
      }),
  );
  const wanted = to?.toLowerCase();
  return entries.filter((e): e is OutboxEntry => !!e && (!wanted || e.to.toLowerCase() === wanted)).sort((a, b) => b.id.localeCompare(a.id));
}

declare module "../http/context" {
  interface AppContext {
    mailer: Mailer;
  }
}
