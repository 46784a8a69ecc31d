import { crc32, deflateSync } from "node:zlib";
import { test, expect, apiAs, openNote, expectAllSaved, chooseOption } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";
import { attachSmallFile } from "../attachments/attachmentsSupport";

/** A real 8×8 red PNG, built here so the test needs no fixture file. */
function redPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [200, 30, 30]).flat())]);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

// A note made from a template showed the original note's images: not in its attachment list,
// "[red-image.png]" in its PDF, and broken once the original file was deleted.
test("a note made from a template owns copies of the template's images, shown after the original file is deleted", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, project } = await projectWith(request);
  const o = apiAs(request, owner);
  const source = (await (await o.post(`/api/projects/${project.id}/notes`, { title: "Gel run" })).json()) as { id: string };
  const original = await attachSmallFile(request, owner, source.id, "red-image.png", "image/png", redPng());

  await openNote(page, owner, source.id);
  await page.getByTestId("editor-methods").click();
  await page.getByTestId("insert-image").nth(1).click();
  await page.getByRole("menuitem", { name: "red-image.png" }).click();
  await expect(page.getByTestId("editor-methods").locator(`img[data-attachment-id="${original}"]`)).toBeVisible();
  await expectAllSaved(page);
  await page.getByTestId("save-template").click();
  await page.getByTestId("template-title").fill("Gel template");
  await page.getByTestId("template-save").click();
  await expect(page.getByText("Template saved")).toBeVisible();

  // The source note's file goes; the template keeps its own copy.
  expect((await o.delete(`/api/attachments/${original}`)).ok()).toBeTruthy();

  await page.getByTestId("project-link").click();
  await page.getByTestId("new-note").click();
  await chooseOption(page.getByRole("dialog").getByRole("combobox").first(), "Gel template");
  await page.getByTestId("note-title-input").fill("Gel run 2");
  await page.getByTestId("note-title-submit").click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  const img = page.getByTestId("editor-methods").locator("img[data-attachment-id]");
  await expect(img).toHaveCount(1);
  expect(await img.getAttribute("data-attachment-id")).not.toBe(original);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  await expect(page.getByTestId("attachment-name")).toHaveText(["red-image.png"]);
});
