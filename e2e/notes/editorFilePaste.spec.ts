import type { Locator, Page } from "@playwright/test";
import { test, expect, apiAs, noteIn, expectAllSaved, openNote } from "../support/fixtures";
import { ownNoteOpen, projectWith } from "./notesSetup";

test.describe.configure({ timeout: 180_000 });

/**
 * Pastes (at the caret) or drops (on the editor's middle) files made in the page: "png" is an 8×8 PNG
 * drawn on a canvas, any other kind a small text file.
 */
async function giveFiles(editor: Locator, how: "paste" | "drop", files: { name: string; kind: "png" | "csv" }[]) {
  await editor.evaluate(
    async (el, { how, files }) => {
      const data = new DataTransfer();
      for (const f of files) {
        if (f.kind === "png") {
          const canvas = document.createElement("canvas");
          canvas.width = canvas.height = 8;
          const ctx = canvas.getContext("2d")!;
          ctx.fillStyle = "#1565c0";
          ctx.fillRect(0, 0, 8, 8);
          const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
          data.items.add(new File([blob], f.name, { type: "image/png" }));
        } else data.items.add(new File(["time,pH\n0,7.0\n1,6.8\n"], f.name, { type: "text/csv" }));
      }
      if (how === "paste") {
        el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      } else {
        const r = el.getBoundingClientRect();
        const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true, dataTransfer: data };
        el.dispatchEvent(new DragEvent("dragover", at));
        el.dispatchEvent(new DragEvent("drop", at));
      }
    },
    { how, files },
  );
}

const attachmentsOf = async (as: ReturnType<typeof apiAs>, noteId: string) =>
  ((await (await as.get(`/api/notes/${noteId}/attachments`)).json()).items as { id: string; name: string }[]);
const imagesIn = (section: unknown): string[] => [...JSON.stringify(section).matchAll(/"attachmentId":"([^"]+)"/g)].map((m) => m[1]);
const toast = (page: Page) => page.getByTestId("toast-region");

// A pasted screenshot or a dropped image did nothing, with no message.
test("a pasted screenshot and a dropped image are uploaded as the note's attachments and shown where they were put; another file dropped is attached and said so", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  const as = apiAs(request, owner);
  const note = await noteIn(as, project.id, "Screenshots");
  await openNote(page, owner, note.id);

  // Pasted in Methods after some text: uploaded, then the image is in the text, by attachment id.
  const methods = page.getByTestId("editor-methods");
  await methods.click();
  await page.keyboard.type("TLC plate:");
  await giveFiles(methods, "paste", [{ name: "image.png", kind: "png" }]);
  const pasted = methods.locator("img[data-attachment-id]");
  await expect(pasted).toHaveCount(1);
  await expect.poll(() => pasted.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  const attachments = page.getByTestId("attachments-section");
  // A clipboard bitmap's "image.png" is named after when it was pasted.
  await expect(attachments.getByTestId("attachment-name")).toHaveText([/^Pasted image \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}\.png$/]);
  // The upload's row under Attachments is the same as for a file added there.
  await expect(attachments.getByTestId("upload-task")).toHaveAttribute("data-state", "success");

  // Dropped on Results: an image and a CSV. The image goes in the text; the CSV is an attachment, and the message says where it went.
  const results = page.getByTestId("editor-results");
  await giveFiles(results, "drop", [{ name: "plate-2.png", kind: "png" }]);
  await expect(results.locator("img[data-attachment-id]")).toHaveCount(1);
  await giveFiles(results, "drop", [{ name: "titration.csv", kind: "csv" }]);
  await expect(toast(page)).toContainText("titration.csv was added to this note's attachments.");
  await expect(attachments.getByTestId("attachment-name")).toHaveCount(3);
  // Two files at once: one message names both (it named the last one only).
  await giveFiles(results, "drop", [{ name: "run-1.csv", kind: "csv" }, { name: "run-2.csv", kind: "csv" }]);
  await expect(toast(page)).toContainText(/run-[12]\.csv, run-[12]\.csv were added to this note's attachments\./);
  await expect(attachments.getByTestId("attachment-name")).toHaveCount(5);
  await expect(results.locator("img")).toHaveCount(1);
  await expectAllSaved(page);

  const files = await attachmentsOf(as, note.id);
  expect(files.map((f) => f.name).sort()).toEqual([expect.stringMatching(/^Pasted image .*\.png$/), "plate-2.png", "run-1.csv", "run-2.csv", "titration.csv"]);
  const content = (await (await as.get(`/api/notes/${note.id}?include=content`)).json()).content;
  expect(imagesIn(content.methods)).toEqual([files.find((f) => f.name.startsWith("Pasted image"))!.id]);
  expect(imagesIn(content.results)).toEqual([files.find((f) => f.name === "plate-2.png")!.id]);
  expect(JSON.stringify(content)).not.toContain("data:");
  expect(JSON.stringify(content.methods)).toContain("TLC plate:");
});

test("a file dropped on a locked note is refused with the lock's message, and nothing is uploaded", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  const as = apiAs(request, owner);
  const note = await noteIn(as, project.id, "Locked");
  expect((await as.post(`/api/notes/${note.id}/lock`)).ok()).toBeTruthy();
  await openNote(page, owner, note.id);
  await expect(page.getByTestId("read-only")).toBeVisible();
  await giveFiles(page.getByTestId("editor-methods"), "drop", [{ name: "late.png", kind: "png" }]);
  await expect(toast(page)).toContainText("This note is locked: its files can be viewed and downloaded, not added, changed or deleted.");
  await page.waitForTimeout(500);
  expect(await attachmentsOf(as, note.id)).toEqual([]);
  expect(page.url()).toContain(`/notes/${note.id}`);
});

test("a viewer's drop is refused: only editors add files", async ({ page, request }) => {
  const { owner, project, viewer } = await projectWith(request, [{ role: "viewer", fullName: "Vera Viewer" }]);
  const note = await noteIn(apiAs(request, owner), project.id, "Shared");
  await openNote(page, viewer!, note.id);
  await giveFiles(page.getByTestId("editor-methods"), "drop", [{ name: "mine.png", kind: "png" }]);
  await expect(toast(page)).toContainText("only editors can add or change them");
  expect(await attachmentsOf(apiAs(request, owner), note.id)).toEqual([]);
});

test("an image over 10 MB pasted in the editor is refused with the attachments' limit, said there and under Attachments", async ({ page, request }) => {
  const { owner, note } = await ownNoteOpen(page, request, "Big");
  const methods = page.getByTestId("editor-methods");
  await methods.click();
  await methods.evaluate((el) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(11 * 1024 * 1024)], "huge.png", { type: "image/png" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(toast(page)).toContainText("huge.png was not uploaded: The file is too large. The maximum size is 10 MB.");
  await expect(page.getByTestId("upload-task")).toHaveAttribute("data-state", "error");
  await expect(methods.locator("img")).toHaveCount(0);
  expect(await attachmentsOf(apiAs(request, owner), note.id)).toEqual([]);
});
