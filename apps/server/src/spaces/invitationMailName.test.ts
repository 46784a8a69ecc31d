import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { invitationMail } from "./invitationMail";

// The invitation called the product ラボノート, the app 電子実験ノート (accounts/productName.test.ts for the other mails).
const appTitle = (lang: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, `../../../web/src/i18n/locales/${lang}/common.json`), "utf8")).appTitle as string;

describe("the invitation mail", () => {
  it("names the product as the app does, in both languages", () => {
    const m = invitationMail({ to: "a@example.com", spaceTitle: "Lab", inviterName: "Olive", role: "member", appUrl: "http://x", account: "confirmed" });
    expect(m.text).toContain(`${appTitle("ja")}のスペース「Lab」`);
    expect(m.text).toContain(`the ${appTitle("en")} space "Lab"`);
  });
});
