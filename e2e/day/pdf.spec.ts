import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { test, expect, createUser, signInAs } from "../support/fixtures";
import { attachSmallFile, createNote } from "../attachments/attachmentsSupport";

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC", "base64");
const csv = Buffer.from("2theta,intensity\n10,120\n20,340\n");

test("the note's PDF shows its image inline and lists the attachments with size and SHA-256 (en, ja)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request);
  const noteId = await createNote(request, user, "XRD of batch 4");
  await attachSmallFile(request, user, noteId, "xrd.png", "image/png", png);
  await attachSmallFile(request, user, noteId, "peaks.csv", "text/csv", csv);
  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByTestId("editor-results").click();
  await page.getByTestId("insert-image").nth(2).click();
  await page.getByRole("menuitem", { name: "xrd.png" }).click();
  await expect(page.getByTestId("editor-results").locator("img")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 60_000 });

  for (const [lang, heading] of [["en", "Attachments"], ["ja", "添付ファイル"]] as const) {
    if (lang === "ja") {
      await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
      await page.reload();
    }
    const download = page.waitForEvent("download");
    await page.getByTestId("generate-pdf").click();
    const file = path.join(os.tmpdir(), `day-note-${lang}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString("utf8").replace(/\s+/g, "");
    expect(text).toContain(heading);
    expect(text).toContain("peaks.csv");
    expect(text).toContain(createHash("sha256").update(png).digest("hex"));
    expect(text).toContain(createHash("sha256").update(csv).digest("hex"));
    expect(text).not.toContain("[xrd.png]");
    const images = execFileSync("pdfimages", ["-list", file]).toString("utf8").trim().split("\n").slice(2);
    expect(images).toHaveLength(1);
  }
});
