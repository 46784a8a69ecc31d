import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verifyEmailMail } from "./accountMails";

// The product had three Japanese names: 「ELN のアカウント」, 「ラボノート」 and, in the app, 「電子実験ノート」.
const appTitle = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../../../web/src/i18n/locales/${lang}/common.json`), "utf8")).appTitle as string;

describe("the product's name in mails", () => {
  it("is the app's own title, in both languages", () => {
    const mails = [
      verifyEmailMail({ to: "a@example.com", name: "A", link: "http://x/verify" }),
    ];
    for (const m of mails) {
      expect(m.text).toContain(appTitle("ja"));
      expect(m.text).toContain(appTitle("en"));
      expect(m.text).not.toMatch(/ラボノート|ELN のアカウント|ELN account/);
    }
  });
});
