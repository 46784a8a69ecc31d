import type { ConsoleMessage, Page } from "@playwright/test";
import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// Issue #21 item 5: no console errors on any screen. Every main screen is opened in English,
// by URL and by the app's own navigation; any console error or uncaught page error fails.
test("the main screens log no console errors and throw no page errors", async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, project, noteId } = await createNote(as, { space: "Quiet lab", project: "Quiet project", note: "Quiet note" });
  expect((await as.post(`/api/notes/${noteId}/versions`, {})).ok()).toBeTruthy();

  const errors: string[] = [];
  let screen = "sign-in";
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(`${screen}: console: ${m.text()} (${m.location().url}:${m.location().lineNumber})`);
    // Each section editor once re-registered link schemes with linkifyjs, warning a dozen times a note.
    if (m.type() === "warning" && /linkifyjs/.test(m.text())) errors.push(`${screen}: warning: ${m.text()}`);
  };
  page.on("console", onConsole);
  page.on("pageerror", (e) => errors.push(`${screen}: page error: ${e.message}`));

  const visit = async (name: string, url: string, ready: (p: Page) => Promise<void>) => {
    screen = name;
    await page.goto(url);
    await ready(page);
    // Let the screen's late requests (counts, presence, images) answer before moving on.
    await page.waitForLoadState("networkidle");
  };
  const visible = (selector: string) => (p: Page) => p.locator(selector).first().waitFor({ timeout: 30_000 });

  await signInAs(page, user, "/spaces", "en");
  await visit("spaces", "/spaces", visible("[data-testid=space-card]"));
  await visit("space", `/spaces/${space.id}`, visible("main h1"));
  await visit("notes table", `/projects/${project.id}`, visible("[data-testid=note-row]"));
  await visit("note", `/notes/${noteId}`, visible("[data-testid=editor-conclusion]"));
  // Typing, and the risk screening opened from the note.
  await page.getByTestId("editor-methods").click();
  await page.keyboard.type("Stirred for 30 min.");
  await expect(page.getByTestId("collab-status")).toHaveText("All changes saved", { timeout: 30_000 });
  // To the project and back into the note through the app's links: its editors are made again.
  screen = "note, opened again";
  await page.getByTestId("project-link").click();
  await page.getByTestId("note-row").getByRole("link", { name: "Quiet note" }).click();
  await visible("[data-testid=editor-conclusion]")(page);
  await expect(page.getByTestId("collab-status")).toHaveText("All changes saved", { timeout: 30_000 });
  screen = "risk screening";
  await page.getByTestId("risk-screening-chip").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await visit("versions", `/notes/${noteId}/versions`, visible("[data-testid=version-item]"));
  await visit("materials register", `/spaces/${space.id}/materials`, visible("[data-testid=material-row]"));
  await visit("shop", "/buy", visible("main h1, main h2"));
  await visit("cart", "/buy/cart", visible("main h1, main h2"));
  await visit("profile", "/profile", visible("main h1, main h2"));
  // Back and forth through the app's own links (route changes without a reload).
  screen = "navigation";
  await page.getByTestId("nav-projects").click();
  await expect(page.getByTestId("space-card").first()).toBeVisible();

  expect(errors).toEqual([]);
});
