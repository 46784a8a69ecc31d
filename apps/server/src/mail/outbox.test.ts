import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, listOutbox } from "./mailer";

describe("the embedded outbox", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const outbox = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eln-outbox-"));
    dirs.push(dir);
    return { dir, mailer: createMailer({ smtpUrl: null, outboxDir: dir, from: "ELN <eln@example.com>" }) };
  };

  it("lists newest first, one address's mail with `to` (any case), and mail sent after an earlier listing", async () => {
    const { dir, mailer } = outbox();
    await mailer.send({ to: "ada@example.com", subject: "first", text: "1" });
    await mailer.send({ to: "bob@example.com", subject: "second", text: "2" });
    expect((await listOutbox(dir)).map((m) => m.subject)).toEqual(["second", "first"]);
    await mailer.send({ to: "ada@example.com", subject: "third", text: "3" });
    expect((await listOutbox(dir, { to: "ADA@example.com" })).map((m) => m.subject)).toEqual(["third", "first"]);
    expect(await listOutbox(dir, { to: "nobody@example.com" })).toEqual([]);
  });

  it("leaves out a mail whose file is still being written, and lists it once it is whole", async () => {
    const { dir, mailer } = outbox();
    await mailer.send({ to: "ada@example.com", subject: "whole", text: "1" });
    const half = path.join(dir, "9999-half.json");
    writeFileSync(half, '{"id":"9999-half","to":"ada@');
    expect((await listOutbox(dir)).map((m) => m.subject)).toEqual(["whole"]);
    writeFileSync(half, JSON.stringify({ id: "9999-half", to: "ada@example.com", subject: "late", text: "", date: "", attachments: [] }));
    expect((await listOutbox(dir)).map((m) => m.subject)).toEqual(["late", "whole"]);
  });

  it("an empty or missing outbox lists nothing", async () => {
    expect(await listOutbox(path.join(os.tmpdir(), "eln-no-such-outbox"))).toEqual([]);
  });
});
