import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../test/testApp";

// A real SMTP conversation: an in-process smtp-server receives what nodemailer sends.
const received: { to: string[]; raw: Buffer }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe("mail over SMTP", () => {
  it("delivers the password-reset mail with a working link", async () => {
    const u = await t.signUp();
    const res = await t.request({ method: "POST", url: "/api/account/password/forgot", payload: { email: u.email } });
    expect(res.statusCode).toBe(200);
    // The address confirmation of sign-up arrives first; the reset mail is the next one.
    let parsed: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
    for (let i = 0; i < 50 && !parsed; i++) {
      for (const m of received.filter((r) => r.to.includes(u.email))) {
        const p = await PostalMime.parse(m.raw);
        if (p.subject?.startsWith("Reset")) parsed = p;
      }
      if (!parsed) await new Promise((r) => setTimeout(r, 50));
    }
    if (!parsed) throw new Error("no reset mail arrived");
    expect(parsed.subject).toBe("Reset your password / パスワードの再設定");
    const token = /reset-password\?token=([\w-]+)/.exec(parsed.text ?? "")![1];
    const check = await t.request({ method: "GET", url: `/api/account/password/reset?token=${token}` });
    expect(check.json()).toEqual({ valid: true });
  });
});
