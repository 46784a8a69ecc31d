import { expect, test, phoneViewport } from "../support/fixtures";
import { visualiseCsv } from "../attachments/attachmentsSupport";

test.describe.configure({ timeout: 120_000 });

const csv = Buffer.from(["時間,温度,圧力", ...Array.from({ length: 20 }, (_, i) => `${i},${20 + i},${100 + i}`)].join("\n") + "\n");

test("on a phone the plot controls keep a usable Y axis title field beside the save buttons (390 px)", async ({ page, request }) => {
  await page.setViewportSize(phoneViewport);
  await visualiseCsv(page, request, "phone.csv", csv);
  const yTitle = page.getByLabel("Y axis title");
  await expect(yTitle).toBeVisible();
  // The field was squeezed to a few characters by the two buttons on its row.
  expect((await yTitle.boundingBox())!.width).toBeGreaterThan(250);
  await yTitle.fill("Temperature (°C)");
  await expect(yTitle).toHaveValue("Temperature (°C)");
  for (const name of ["Save as PNG", "Save as SVG"]) {
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phoneViewport.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
  await page.screenshot({ path: "/tmp/shots-qa2/e2e-charts-phone-390.png" });
});
