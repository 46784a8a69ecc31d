import { expect, test } from "../support/fixtures";
import { visualiseCsv } from "../attachments/attachmentsSupport";

test.describe.configure({ timeout: 120_000 });

test("the size line of the Visualise dialog counts in the singular where there is one row or one column", async ({ page, request }) => {
  const modal = await visualiseCsv(page, request, "single.csv", Buffer.from("absorbance\n0.12\n"));
  await expect(modal).toContainText("1 row · 1 column");
  await expect(modal).not.toContainText("1 rows");
  // What a screen reader is told about the chart counts the same way.
  await expect(page.locator('[aria-label^="Chart of single.csv"]').first()).toHaveAttribute("aria-label", /, 1 row\. /);
});
