import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, separatePage, signInAs, test } from "../support/fixtures";
import { noteWithMaterialLines } from "../notes/notesSetup";

// The report's date is written in the sender's time zone (it was UTC: a Tokyo lab's evening
// report was dated the next morning, or its morning the day before).
test("a risk report sent from Tokyo is dated in Tokyo time", async ({ browser, request }, testInfo) => {
  const { user, as, noteId } = await noteWithMaterialLines(request, "Report dated in Tokyo");
  const { context, page } = await separatePage(browser, { timezoneId: "Asia/Tokyo" });
  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByRole("button", { name: "Send report" }).click();
  const dialog = page.getByRole("dialog", { name: "Send the risk assessment report" });
  await dialog.getByTestId("risk-send-to").fill(`safety-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email sent successfully")).toBeVisible({ timeout: 30_000 });
  const { reports } = await (await as.get(`/api/notes/${noteId}/risk-reports`)).json();
  const file = testInfo.outputPath("report.pdf");
  await (await as.get(`/api/risk-reports/${reports[0].id}/file`)).body().then((b) => writeFileSync(file, b));
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString("utf8").replace(/\s+/g, " ");
  expect(text).toMatch(/Date \/ 日時 \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \/ \d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} \(Asia\/Tokyo, GMT\+9\)/);
  await context.close();
});
