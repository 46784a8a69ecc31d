import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiAs, createUser, signInAs, type E2EUser } from "../support/fixtures";

/** A space, project and note owned by `user`, made through the API. */
export async function createNote(request: APIRequestContext, user: E2EUser, title = "Attachments note") {
  const as = apiAs(request, user);
  const space = await as.post("/api/spaces", { name: "Attachments lab", description: "" });
  expect(space.ok(), await space.text()).toBeTruthy();
  const project = await as.post("/api/projects", { name: "Uploads", description: "", space_id: (await space.json()).id });
  expect(project.ok(), await project.text()).toBeTruthy();
  const note = await as.post(`/api/projects/${(await project.json()).id}/notes`, { title });
  expect(note.ok(), await note.text()).toBeTruthy();
  return (await note.json()).id as string;
}

/** A small file attached through the simple multipart upload (at most 256 KiB). */
export async function attachSmallFile(request: APIRequestContext, user: E2EUser, noteId: string, name: string, mimeType: string, buffer: Buffer) {
  const res = await request.post(`/api/notes/${noteId}/attachments`, {
    headers: { authorization: `Bearer ${user.token}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).attachment.id as string;
}

/** A new user's note with one CSV attached, open in the Visualise dialog once the file is read. */
export async function visualiseCsv(page: Page, request: APIRequestContext, name: string, csv: Buffer) {
  const user = await createUser(request);
  const noteId = await createNote(request, user);
  await attachSmallFile(request, user, noteId, name, "text/csv", csv);
  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByTestId("attachments-section").getByRole("button", { name: "Visualise" }).click({ timeout: 30_000 });
  const modal = page.getByTestId("visualise-modal");
  await expect(modal).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  return modal;
}

export async function downloadBytes(request: APIRequestContext, user: E2EUser, attachmentId: string): Promise<Buffer> {
  const link = await apiAs(request, user).get(`/api/attachments/${attachmentId}/download-url`);
  expect(link.ok()).toBeTruthy();
  const res = await request.get((await link.json()).url);
  expect(res.ok()).toBeTruthy();
  return res.body();
}

/** Share of canvas pixels that are not background (white or transparent). */
export async function inkedShare(page: Page, testId = "chart-canvas"): Promise<number> {
  return page.getByTestId(testId).locator("canvas").first().evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext("2d")!;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0 && (data[i] < 240 || data[i + 1] < 240 || data[i + 2] < 240)) inked++;
    }
    return inked / (data.length / 4);
  });
}
