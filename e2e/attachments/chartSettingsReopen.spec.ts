import { expect, test } from "../support/fixtures";
import { visualiseCsv } from "../attachments/attachmentsSupport";

test.describe.configure({ timeout: 120_000 });

const csv = Buffer.from(["time,temperature", ...Array.from({ length: 20 }, (_, i) => `${i},${20 + i}`)].join("\n") + "\n");

test("a chart type chosen and closed is the one shown when the file is visualised again at once, before the server has answered", async ({ page, request }) => {
  await visualiseCsv(page, request, "reopen.csv", csv);
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Line");
  // A slow network: the remembered settings reach the server only after the dialog is reopened.
  await page.route("**/chart-settings", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.getByRole("tab", { name: "Bar" }).click();
  await page.getByRole("button", { name: "Close" }).click();
  await page.getByTestId("attachments-section").getByRole("button", { name: "Visualise" }).click();
  await expect(page.getByTestId("visualise-modal")).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Bar");
});
