import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUser, expect, signInAs, test } from "../support/fixtures";

test.describe.configure({ timeout: 120_000 });
import { attachSmallFile, createNote, downloadBytes } from "./attachmentsSupport";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

test("a 3 MB upload pauses, survives a reload, resumes where it stopped, and downloads byte for byte", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  // A file on disk keeps its modification time, so the browser sees the same file after the reload.
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-e2e-upload-"));
  const file = path.join(dir, "spectra-run-7.bin");
  const bytes = randomBytes(3 * 1024 * 1024);
  writeFileSync(file, bytes);

  // Slow the chunks down (as on a lab's Wi-Fi) so there is time to pause.
  const offsets: number[] = [];
  await page.route("**/api/uploads/*", async (route) => {
    const req = route.request();
    if (req.method() === "PATCH") {
      offsets.push(Number(req.headers()["upload-offset"]));
      await new Promise((r) => setTimeout(r, 700));
    }
    await route.continue().catch(() => {});
  });

  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("attachments-section");
  await expect(section.getByText("Drag and drop files or images here")).toBeVisible({ timeout: 30_000 });
  await section.getByTestId("attachments-input").setInputFiles(file);
  const task = section.getByTestId("upload-task");
  await expect(task).toHaveAttribute("data-state", "running");
  await expect.poll(() => offsets.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  // The first 256 KiB rode on the POST that created the upload: the first PATCH starts after it.
  expect(offsets.slice(0, 2)).toEqual([256 * 1024, 768 * 1024]);
  await task.getByRole("button", { name: "Pause" }).click();
  await expect(task).toHaveAttribute("data-state", "paused");
  await expect(task).toContainText("Paused");

  await page.reload();
  await expect(section.getByText(/Unfinished upload: spectra-run-7\.bin/)).toBeVisible({ timeout: 30_000 });
  offsets.length = 0;
  await section.getByTestId("attachments-input").setInputFiles(file);
  await expect(task).toContainText(/Resumed at \d+%/);
  await expect(task).toHaveAttribute("data-state", "success", { timeout: 30_000 });
  // The first chunk after the reload started where the server had stopped, not at byte 0.
  expect(offsets[0]).toBeGreaterThanOrEqual(256 * 1024);

  const item = section.getByTestId("attachment-item").filter({ hasText: "spectra-run-7.bin" });
  await expect(item).toContainText("3 MB");
  await expect(section.getByText(/Unfinished upload/)).toHaveCount(0);
  const list = await (await request.get(`/api/notes/${noteId}/attachments`, { headers: { authorization: `Bearer ${user.token}` } })).json();
  const downloaded = await downloadBytes(request, user, list.items[0].id);
  expect(sha(downloaded)).toBe(sha(bytes));
});

test("an 11 MB file is refused before any byte is sent", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  const uploads: string[] = [];
  page.on("request", (r) => r.url().includes("/api/uploads") && uploads.push(r.method()));
  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("attachments-section");
  await expect(section.getByTestId("attachments-dropzone")).toBeVisible({ timeout: 30_000 });
  await section.getByTestId("attachments-input").setInputFiles({ name: "too-big.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(11 * 1024 * 1024, 7) });
  const task = section.getByTestId("upload-task");
  await expect(task).toHaveAttribute("data-state", "error");
  await expect(task.getByRole("alert")).toHaveText("The file is too large. The maximum size is 10 MB.");
  expect(uploads).toEqual([]);
});

test("files are listed with thumbnails, renamed, downloaded and deleted", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  // a real 2x2 PNG
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");
  await attachSmallFile(request, user, noteId, "gel.png", "image/png", png);
  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("attachments-section");
  const item = section.getByTestId("attachment-item").filter({ hasText: "gel.png" });
  await expect(item.getByRole("img", { name: "gel.png" })).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText("image/png");
  await expect(item).toContainText(user.fullName);

  await item.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("File name").fill("gel day 2.png");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(section.getByTestId("attachment-name")).toHaveText("gel day 2.png");

  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("gel day 2.png");

  await section.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toContainText('"gel day 2.png" will be deleted');
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(section.getByText(/No attachments yet/)).toBeVisible();
});
