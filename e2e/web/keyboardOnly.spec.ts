import type { Page } from "@playwright/test";
import { apiAs, createNote, createUser, expect, separatePage, test } from "../support/fixtures";

// Issue #21 item 4: every flow by keyboard alone with visible focus. Only page.keyboard acts on
// the page here (no click, no fill); page.evaluate only reads where focus is.

/** What has focus, and whether it shows a focus indicator (outline or box-shadow on it, a focused MUI field, a ring on the control's wrapper). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { desc: "body", testId: "", name: "", role: "", type: "", href: "", visible: false, inEditor: "" };
    const ring = (n: Element) => {
      const cs = getComputedStyle(n);
      return (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== "none";
    };
    // Native radios and text fields draw their indicator on the MUI wrapper right around them.
    const parent = el.parentElement;
    const visible = ring(el) || (!!parent && (parent.classList.contains("Mui-focusVisible") || parent.classList.contains("Mui-focused")) && (ring(parent) || parent.classList.contains("Mui-focused")));
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 80) ?? "";
    return {
      desc: `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} "${name}"`,
      testId: el.getAttribute("data-testid") ?? "",
      name,
      role: el.getAttribute("role") ?? el.tagName.toLowerCase(),
      type: el.getAttribute("type") ?? "",
      href: el.getAttribute("href") ?? "",
      visible,
      inEditor: el.closest("[data-testid^=editor-]")?.getAttribute("data-testid") ?? "",
    };
  });
}

async function expectVisibleFocus(page: Page) {
  const f = await focused(page);
  expect(f.visible, `visible focus on ${f.desc}`).toBe(true);
  return f;
}

/** Presses Tab (or Shift+Tab) until the focused element matches; counts the presses. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, opts: { back?: boolean; max?: number } = {}) {
  for (let i = 1; i <= (opts.max ?? 80); i++) {
    await page.keyboard.press(opts.back ? "Shift+Tab" : "Tab");
    const f = await focused(page);
    if (match(f)) {
      expect(f.visible, `visible focus on ${f.desc}`).toBe(true);
      return i;
    }
  }
  const html = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
  throw new Error(`focus never reached the target; last on ${(await focused(page)).desc}: ${html}`);
}
const byTestId = (id: string) => (f: { testId: string }) => f.testId === id;

test("keyboard only: sign in, write every section, leave a table, add a material, screen the risks, check out", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, project, noteId } = await createNote(as, { space: "Keyboard lab", project: "Keyboard project", note: "Keyboard note" });
  const mat = await as.post(`/api/spaces/${space.id}/materials`, { name: "キーボードアセトン", nameEn: "Keyboard acetone", riskType: "flammable", physicalState: "liquid", density: 0.791, hazardStatements: ["H225"] });
  expect(mat.ok(), await mat.text()).toBeTruthy();

  const { context, page } = await separatePage(browser, { viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => localStorage.setItem("eln.util.lang", JSON.stringify("en")));

  // Sign in: the e-mail field has focus on arrival.
  await page.goto("/login");
  await expect(page.locator("input[name=email]")).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(user.email);
  await tabTo(page, (f) => f.type === "password", { max: 3 });
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/spaces$/, { timeout: 30_000 });
  await expect(page.locator("main h1")).toBeFocused();

  // Open the note: space card → project → note, each by Tab and Enter.
  await tabTo(page, (f) => f.role === "a" && f.name.includes("Keyboard lab"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("space-title")).toHaveText("Keyboard lab");
  await tabTo(page, (f) => f.name.includes("Keyboard project"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await page.getByTestId("note-row").first().waitFor();
  await tabTo(page, (f) => f.role === "a" && f.name.includes("Keyboard note"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}$`));
  await expect(page.getByTestId("collab-status")).toHaveText(/All changes saved|Saving/, { timeout: 30_000 });
  // The text shows first as a snapshot; the editors arrive in their own chunk. A person tabs once
  // they see an editor (CI once tabbed 40 times past a page whose editors were still loading).
  await expect(page.locator("[data-testid=editor-backgroundAndObjective][contenteditable=true]")).toBeVisible({ timeout: 30_000 });

  // Each section: reach its editor by Tab; each toolbar is a single Tab stop on the way.
  const sections = ["backgroundAndObjective", "methods", "results", "conclusion"] as const;
  for (const section of sections) {
    const tabs = await tabTo(page, (f) => f.testId === `editor-${section}` || f.testId === "note-material-search", { max: 40 });
    if ((await focused(page)).testId === "note-material-search") await tabTo(page, byTestId(`editor-${section}`), { max: 40 });
    if (section === "backgroundAndObjective") expect(tabs).toBeGreaterThan(1);
    await page.keyboard.type(`Typed by keyboard in ${section}.`);
    await expect(page.getByTestId(`editor-${section}`)).toContainText(`Typed by keyboard in ${section}.`);
    await expectVisibleFocus(page);
    // The toolbar: one Shift+Tab reaches it, the next one leaves it (one stop, not eleven).
    await page.keyboard.press("Shift+Tab");
    const tool = await expectVisibleFocus(page);
    expect(tool.name).toBeTruthy();
    await expect(page.getByRole("toolbar", { name: new RegExp(": formatting$") }).filter({ has: page.locator(":focus") })).toHaveCount(1);
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=toolbar]"))).toBe(false);
    // Backwards from a toolbar can land in the editor above, caret in its table: reached by Tab,
    // an editor is one stop, so Tab goes on from there as from anywhere else.
    await tabTo(page, byTestId(`editor-${section}`), { max: 3 });

    if (section === "methods") {
      // Insert a table from the toolbar by arrow keys, type in two cells, then leave by Escape.
      await page.keyboard.press("Shift+Tab");
      for (let i = 0; i < 11 && (await focused(page)).name !== "Insert table"; i++) await page.keyboard.press("ArrowRight");
      expect((await focused(page)).name).toBe("Insert table");
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("editor-methods").locator("table")).toBeVisible();
      expect((await focused(page)).testId).toBe("editor-methods");
      await page.keyboard.type("Step");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Time");
      await page.screenshot({ path: "/tmp/weba11y-table.png" });
      await page.keyboard.press("Escape");
      const out = await expectVisibleFocus(page);
      expect(out.inEditor).toBe("");
      // Back into the editor by Shift+Tab (its caret in the "Time" cell): one stop, and the next
      // Shift+Tab goes on to the toolbar instead of walking the cells.
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).testId).toBe("editor-methods");
      await page.keyboard.press("Shift+Tab");
      const before = await expectVisibleFocus(page);
      expect(before.inEditor).toBe("");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=toolbar]"))).toBe(true);
      await expect(page.getByTestId("editor-methods").locator("tr")).toHaveCount(3);
      await tabTo(page, byTestId("editor-methods"), { max: 3 });
      await page.keyboard.press("Escape");
    }
  }

  // Add a material: search, pick with the arrow keys, quantity, Enter.
  await tabTo(page, byTestId("note-material-search"), { back: true, max: 80 });
  await page.keyboard.type("Keyboard acet");
  await expect(page.getByRole("option", { name: /Keyboard acetone/ })).toBeVisible({ timeout: 15_000 });
  // Options of an earlier search show but cannot be picked until the search has caught up.
  await expect(page.getByRole("option", { name: /Keyboard acetone/ })).toBeEnabled();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await tabTo(page, byTestId("note-material-quantity"), { max: 3 });
  await page.keyboard.type("5");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Keyboard acetone").first()).toBeVisible();

  // Risk screening: open from its chip, Save two Tabs away, each question one Tab stop.
  await tabTo(page, byTestId("risk-screening-chip"), { back: true, max: 120 });
  await expect(page.getByTestId("risk-screening-chip")).toContainText("Not Done");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Pre-experiment risk screening" });
  await expect(dialog).toBeVisible();
  const toSave = await tabTo(page, (f) => f.name === "Save", { max: 5 });
  expect(toSave).toBeLessThanOrEqual(3);
  await page.screenshot({ path: "/tmp/weba11y-screening.png" });
  const groups = await dialog.getByRole("radiogroup").count();
  expect(groups).toBeGreaterThan(10);
  let commented = false;
  let stops = 0;
  for (let i = 0; i < groups * 3 + 10; i++) {
    await page.keyboard.press("Tab");
    stops++;
    const f = await expectVisibleFocus(page);
    if (f.name === "Save") break;
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return el.type === "radio" ? (el.closest("[role=radiogroup]")!.querySelector("input:checked") ? "answered" : "open") : "";
    });
    // An unanswered question: the arrow key moves from "Yes" to "No" and chooses it.
    if (state === "open") await page.keyboard.press("ArrowRight");
    if (!commented && f.testId.startsWith("add-comment-")) {
      await page.keyboard.press("Enter");
      const field = await focused(page);
      expect(field.name).toMatch(/^Comment on: /);
      expect(field.name.length).toBeGreaterThan("Comment on: ".length + 5);
      await page.keyboard.type("Fume hood only");
      commented = true;
    }
  }
  expect((await focused(page)).name).toBe("Save");
  expect(commented).toBe(true);
  // One stop per question and its comment button, then round to Close and Save.
  expect(stops).toBeLessThanOrEqual(groups * 2 + 4);
  console.log(`screening: ${toSave} Tabs to Save, ${stops} Tabs for a full round of ${groups} questions`);
  await expect(dialog.getByText("All questions answered")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("The screening is done.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("risk-screening-chip")).toContainText("Done");

  // Shop: from the app bar to a catalog, add to cart, cart, checkout settings, place the order.
  await tabTo(page, byTestId("nav-shop"), { back: true, max: 150 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy$/);
  // The supplier catalogs arrive after the page's heading: tab once they are on screen, as a person would.
  await page.getByTestId("shop-premade").getByTestId("catalog-card").first().waitFor();
  await tabTo(page, (f) => f.href.startsWith("/buy/catalogs/"), { max: 40 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy\/catalogs\/.+/);
  await page.getByTestId("product-row").first().waitFor();
  await tabTo(page, byTestId("add-to-cart"), { max: 60 });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-badge")).toContainText(/[1-9]/);
  await tabTo(page, byTestId("nav-cart"), { back: true, max: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy\/cart$/);
  await page.getByTestId("to-checkout").waitFor();
  await tabTo(page, byTestId("to-checkout"), { max: 40 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy\/checkout$/);
  await page.locator("textarea:visible").first().waitFor();
  await tabTo(page, (f) => f.desc.startsWith("textarea"), { max: 40 });
  await page.keyboard.type("Hongo 7-3-1, Bunkyo, Tokyo");
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  await page.keyboard.type("Keyboard Researcher");
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  await page.keyboard.type(user.email);
  await tabTo(page, byTestId("settings-submit"), { max: 3 });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("checkout-settings-summary")).toContainText("Hongo");
  await tabTo(page, byTestId("place-order"), { max: 40 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy\/order-notification/, { timeout: 30_000 });
  await expect(page.getByTestId("order-number")).toHaveText(/^PO-\d{6,}$/);
  await context.close();
});
