import { deflateSync } from "node:zlib";
import { test, expect, createUser, signInAs } from "../support/fixtures";
import { attachSmallFile, createNote } from "../attachments/attachmentsSupport";

/** A real 8×8 blue PNG, built here so the test needs no fixture file. */
function bluePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [21, 101, 192]).flat())]);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

test("an image attached to the note is inserted into a section and still shows after a reload", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user, "Image note");
  const attachmentId = await attachSmallFile(request, user, noteId, "tlc-plate.png", "image/png", bluePng());
  await signInAs(page, user, `/notes/${noteId}`);
  const methods = page.getByTestId("editor-methods");
  await methods.click();
  await page.getByTestId("insert-image").nth(1).click();
  await page.getByRole("menuitem", { name: "tlc-plate.png" }).click();
  const img = methods.locator(`img[data-attachment-id="${attachmentId}"]`);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  const again = page.getByTestId("editor-methods").locator(`img[data-attachment-id="${attachmentId}"]`);
  await expect.poll(() => again.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
});
