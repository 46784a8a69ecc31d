import type { Page } from "@playwright/test";
import { apiAs, createNote, createUser, expect, phoneViewport, separatePage, signInAs, test, type E2EUser } from "../support/fixtures";

// A note is readable before its live connection is up: the editors open on the stored document
// (fetched with the page's code), and the live sync brings the rest when the socket answers.
test("a note shows its stored text while the live connection is held back, and nothing typed is lost", async ({ page, request, browser }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Preview lab", project: "Preview project", note: "Preview note" });

  await signInAs(page, user, `/notes/${noteId}`);
  const editor = page.getByTestId("editor-conclusion");
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Yield 82 %, <b>not bold</b>.");
  // Saved when the REST copy has all of it (an earlier save may hold only the first words).
  await expect
    .poll(async () => JSON.stringify((await (await as.get(`/api/notes/${noteId}?include=content`)).json()).content.conclusion ?? null), { timeout: 20_000 })
    .toContain("Yield 82 %, <b>not bold</b>.");

  const { context, page: held } = await separatePage(browser);
  // The /collab socket is accepted by the test and never answered: the document never syncs.
  await held.routeWebSocket(/\/collab/, () => undefined);
  await signInAs(held, user, `/notes/${noteId}`);
  const heldEditor = held.getByTestId("editor-conclusion");
  await expect(heldEditor).toContainText("Yield 82 %, <b>not bold</b>.");
  // What a user typed is text, never markup.
  await expect(heldEditor.locator("b")).toHaveCount(0);
  await context.close();

  // The stored copy is applied as the server's, never sent back as an edit: a page that opens the
  // note and types nothing sends the server only small messages (sign-in, state vector, caret).
  await page.getByTestId("editor-results").click();
  await page.keyboard.insertText(`Long text ${"lorem ipsum ".repeat(400)}`);
  await expect
    .poll(async () => JSON.stringify((await (await as.get(`/api/notes/${noteId}?include=content`)).json()).content.results ?? null), { timeout: 20_000 })
    .toContain("lorem ipsum lorem");
  const { page: reader } = await separatePage(browser);
  let sent = 0;
  await reader.routeWebSocket(/\/collab/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      sent += typeof m === "string" ? m.length : m.byteLength;
      server.send(m);
    });
    server.onMessage((m) => ws.send(m));
  });
  await signInAs(reader, user, `/notes/${noteId}`);
  await expect(reader.getByTestId("editor-results")).toContainText("lorem ipsum lorem");
  await expect(reader.getByTestId("editor-conclusion")).toContainText("Yield 82 %, <b>not bold</b>.");
  await reader.waitForTimeout(1500);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(2000);
  await reader.context().close();
});

type Seen = Record<"snapshot" | "editor", { at: number; text: string; top: number }>;

/** Opens the note and records when the first section's text appears as a snapshot, then in its editor. */
async function openAndWatchFirstSection(page: Page, user: E2EUser, noteId: string): Promise<Seen> {
  await page.addInitScript(() => {
    const seen: Record<string, { at: number; text: string; top: number }> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const note = (key: string, p: Element | null) => {
      if (seen[key] || !p?.textContent) return;
      // Measured from the section's heading: what loads above it (the records panel) may move both.
      const heading = document.getElementById("sec-bg")!.getBoundingClientRect().top;
      seen[key] = { at: performance.now(), text: p.textContent, top: p.getBoundingClientRect().top - heading };
    };
    new MutationObserver(() => {
      note("snapshot", document.querySelector("[data-testid=snapshot-backgroundAndObjective] p"));
      note("editor", document.querySelector("[data-testid=editor-backgroundAndObjective][contenteditable] p"));
    }).observe(document, { childList: true, subtree: true });
  });
  await signInAs(page, user, `/notes/${noteId}`);
  await expect(page.getByTestId("editor-conclusion")).toBeVisible();
  await expect(page.getByTestId("snapshot-backgroundAndObjective")).toHaveCount(0);
  return page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
}

// A long note's first section paints as plain text before any editor is built (building them is the
// slow part of opening it), in the place and words the editor then shows.
test("a long note shows its first section's text before its editors are built, without moving it", async ({ page, request, browser }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId } = await createNote(as, { space: "Snapshot lab", project: "Snapshot project", note: "Long note" });
  await signInAs(page, user, `/notes/${noteId}`);
  await page.getByTestId("editor-backgroundAndObjective").click();
  for (let i = 1; i <= 30; i++) {
    await page.keyboard.insertText(`Paragraph ${i}: 反応混合物を 25 °C で 30 分撹拌した。The organic layer was washed with brine.`);
    if (i < 30) await page.keyboard.press("Enter");
  }
  await expect
    .poll(async () => JSON.stringify((await (await as.get(`/api/notes/${noteId}?include=content`)).json()).content.backgroundAndObjective ?? null), { timeout: 20_000 })
    .toContain("Paragraph 30:");

  // On a laptop and on a phone (where the editor's toolbar wraps); and with the text arriving after
  // the page's code (a cold load often has the code first): the snapshot waited for nothing and
  // painted the empty document, and the text came only with the editors.
  const laptop = { width: 1280, height: 800 };
  for (const [viewport, textLate] of [[laptop, false], [phoneViewport, false], [laptop, true]] as const) {
    const { context, page: fresh } = await separatePage(browser, { viewport });
    if (textLate) {
      await fresh.routeWebSocket(/\/collab/, () => undefined);
      await fresh.route(/\/api\/notes\/[^/]+\/document$/, async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
    }
    const seen = await openAndWatchFirstSection(fresh, user, noteId);
    expect(seen.snapshot, "the first section's text before its editor").toBeTruthy();
    expect(seen.snapshot.at).toBeLessThan(seen.editor.at);
    expect(seen.snapshot.text).toBe(seen.editor.text);
    expect(Math.abs(seen.snapshot.top - seen.editor.top), `no shift at ${viewport.width} px`).toBeLessThan(1);
    await context.close();
  }
});

// The panels around the text (materials, files, risk, links, comments) load in their own chunk: the
// first section's text does not wait for their code, and the editors mount together with them.
test("a note's first text does not wait for its panels' code; code that cannot load offers a reload", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Panels lab", project: "Panels project", note: "Panels note" });
  const panelsCode = /\/assets\/notePanels-[^/]*\.js$/;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(panelsCode, async (route) => {
    await released;
    await route.continue();
  });
  await signInAs(page, user, `/notes/${noteId}`);
  await expect(page.getByTestId("snapshot-backgroundAndObjective")).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId("editor-conclusion")).toHaveCount(0);
  // The snapshot is a Tab stop named as the editor, read-only and busy until the editor arrives.
  const placeholder = page.getByRole("textbox", { name: "Background and objective" });
  await expect(placeholder).toHaveAttribute("aria-readonly", "true");
  await page.getByTestId("note-title").focus();
  for (let i = 0; i < 30 && !(await placeholder.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(placeholder).toBeFocused();
  release();
  await expect(page.getByTestId("editor-conclusion")).toBeVisible();
  await expect(page.getByTestId("snapshot-backgroundAndObjective")).toHaveCount(0);
  await expect(page.getByTestId("note-materials-section")).toBeVisible();
  // The editor took the focus over: the keyboard user types on where they were.
  await expect(page.getByTestId("editor-backgroundAndObjective")).toBeFocused();
  await page.keyboard.type("Typed after the editor arrived");
  await expect(page.getByTestId("editor-backgroundAndObjective")).toContainText("Typed after the editor arrived");

  await page.unroute(panelsCode);
  const broken = await page.context().newPage();
  await broken.route(panelsCode, (route) => route.fulfill({ status: 404, body: "" }));
  await broken.goto(`/notes/${noteId}`);
  await expect(broken.getByTestId("route-error")).toContainText("This screen could not be shown");
  await broken.close();
});
