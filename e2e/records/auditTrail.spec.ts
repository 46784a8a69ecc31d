import { test, expect, noteIn, phonePage, separatePage, signInAs, phoneViewport } from "../support/fixtures";
import { seriousA11yViolations } from "../support/axe";
import { projectWith } from "../notes/notesSetup";
import { noteAwaitingWitness } from "./witnessSetup";
import { attachSmallFile } from "../attachments/attachmentsSupport";

test.describe("audit trail", () => {
  test.describe.configure({ timeout: 180_000 });

  test("entries name the other person, a project .eln export is logged; on a phone each event is a readable card", async ({ browser, page, request }) => {
    const { owner, space, project, as } = await noteAwaitingWitness(request, "Titration", [
      { role: "editor", fullName: "Eddie Editor" },
      { role: "viewer", fullName: "Vera Viewer" },
    ]);
    const eln = await as.get(`/api/projects/${project.id}/export.eln`);
    expect(eln.ok()).toBeTruthy();
    await eln.body();
    // A file renamed, then taken out of a note, stays on record under both names.
    const spectra = await noteIn(as, project.id, "Spectra");
    const file = await attachSmallFile(request, owner, spectra.id, "spectrum.csv", "text/csv", Buffer.from("x,y\n1,2\n"));
    expect((await as.patch(`/api/attachments/${file}`, { name: "spectrum-1.csv" })).ok()).toBeTruthy();
    expect((await as.delete(`/api/attachments/${file}`)).ok()).toBeTruthy();

    // Desktop, English: who was added, who was asked to witness, the export.
    await signInAs(page, owner, `/spaces/${space.id}/audit`);
    const rows = page.getByTestId("audit-row");
    await expect(rows.filter({ hasText: "Project exported" })).toContainText("format: .eln");
    await expect(rows.filter({ hasText: "Witness requested" })).toContainText("witness: Vera Viewer");
    await expect(rows.filter({ hasText: "File added to a note" })).toContainText("“Spectra” · file: spectrum.csv");
    await expect(rows.filter({ hasText: "File renamed in a note" })).toContainText("“Spectra” · file: spectrum.csv → spectrum-1.csv");
    await expect(rows.filter({ hasText: "File deleted from a note" })).toContainText("“Spectra” · file: spectrum-1.csv");
    const added = rows.filter({ hasText: "Added to a project" });
    await expect(added.filter({ hasText: "member: Eddie Editor" })).toContainText("role: Editor");
    await expect(added.filter({ hasText: "member: Vera Viewer" })).toContainText("role: Viewer");

    // A phone, Japanese: cards, as wide as the screen and a few lines tall, nothing off screen.
    const { page: phone, context } = await phonePage(browser);
    await signInAs(phone, owner, `/spaces/${space.id}/audit`, "ja");
    const cards = phone.getByTestId("audit-row");
    await expect(cards.filter({ hasText: "立会いを依頼" })).toContainText("立会人: Vera Viewer");
    await expect(cards.filter({ hasText: "プロジェクトに追加" }).filter({ hasText: "メンバー: Eddie Editor" })).toContainText("ロール: 編集者");
    await expect(cards.filter({ hasText: "プロジェクトを書き出し" })).toContainText("形式: .eln");
    await expect(cards.filter({ hasText: "ノートにファイルを追加" })).toContainText("「Spectra」 · ファイル: spectrum.csv");
    await expect(cards.filter({ hasText: "ノートのファイル名を変更" })).toContainText("「Spectra」 · ファイル: spectrum.csv → spectrum-1.csv");
    await expect(cards.filter({ hasText: "ノートのファイルを削除" })).toContainText("「Spectra」 · ファイル: spectrum-1.csv");
    expect(await phone.getByTestId("audit-table").count()).toBe(0);
    for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) {
      expect(box!.width).toBeGreaterThan(300);
      expect(box!.height).toBeLessThan(200);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phoneViewport.width);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
    await phone.screenshot({ path: "/tmp/rec-e2e-audit-phone-ja.png", fullPage: false });
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await context.close();
  });

  test("the date filters are the reader's days: today's events stay listed where the date is not UTC's", async ({ browser, request }) => {
    const { owner, space } = await projectWith(request, [{ role: "editor", fullName: "Eddie Editor" }]);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
    // UTC+14 from 10:00 UTC, UTC-11 before 11:00 UTC: one of them is always on another date.
    const timezoneId = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => dayIn(z) !== dayIn("UTC"))!;
    const { page, context } = await separatePage(browser, { timezoneId });
    await signInAs(page, owner, `/spaces/${space.id}/audit`);
    const rows = page.getByTestId("audit-row");
    await expect(rows.filter({ hasText: "Added to a project" })).toHaveCount(1);
    const count = await rows.count();
    // Today as the screen shows it (the events' times are shown in this zone).
    await page.getByLabel("From").fill(dayIn(timezoneId));
    await page.getByLabel("To").fill(dayIn(timezoneId));
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();
    await expect(page.getByTestId("audit-empty")).toHaveCount(0);
    await expect(rows).toHaveCount(count);
    await context.close();
  });
});
