import type { Page } from "@playwright/test";
import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

/** The page's requests in the order they start, named by `label` from their path (undefined: left out). */
function requestOrder(page: Page, label: (path: string) => string | undefined): string[] {
  const order: string[] = [];
  page.on("request", (r) => {
    const name = label(new URL(r.url()).pathname);
    if (name) order.push(name);
  });
  return order;
}

/** `first` was asked for, and before `then`. */
function expectBefore(order: string[], first: string, then: string) {
  expect(order.indexOf(first), order.join(", ")).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(first), order.join(", ")).toBeLessThan(order.indexOf(then));
}

// Issue #21 item 4: compressed answers, a 404 for a missing asset, and a reload offer instead of a white page.
test.describe("pages are robust", () => {
  test("assets and API JSON are compressed; a missing /assets/*.js is a 404", async ({ page, request }) => {
    await page.goto("/login");
    const html = await (await request.get("/login")).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const br = await request.get(script!, { headers: { "accept-encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    const gz = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");

    const user = await createUser(request);
    const as = apiAs(request, user);
    const space = await (await as.post("/api/spaces", { name: "Zip lab", description: "" })).json();
    const list = await request.get(`/api/spaces/${space.id}/materials`, { headers: { authorization: `Bearer ${user.token}`, "accept-encoding": "br, gzip" } });
    expect(list.ok()).toBeTruthy();
    expect(list.headers()["content-encoding"]).toBe("br");

    const missing = await request.get("/assets/index-gone1234.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).not.toContain("text/html");
  });

  test("a screen whose code cannot load offers a reload instead of going white", async ({ page, request }) => {
    const user = await createUser(request);
    await page.route(/\/assets\/SpacesPage-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("route-error")).toBeVisible();
    await expect(page.getByTestId("route-error")).toContainText("This screen could not be shown");
    // The app frame still works: another screen opens.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("route-error")).toBeHidden();
    await page.unroute(/\/assets\/SpacesPage-[^/]*\.js$/);
    await page.goto("/spaces");
    await expect(page.getByTestId("create-space")).toBeVisible();
  });

  test("a signed-in cold load asks for the session and the screen's code at the same time", async ({ page, request }) => {
    const user = await createUser(request);
    const order = requestOrder(page, (u) =>
      u === "/api/account/me" || /\/assets\/(SpacesPage|MainLayout)-/.test(u) ? `start ${u.replace(/-[^/]*\.js$/, "")}` : undefined,
    );
    page.on("requestfinished", (r) => {
      if (new URL(r.url()).pathname === "/api/account/me") order.push("end /api/account/me");
    });
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("create-space")).toBeVisible();
    expectBefore(order, "start /assets/SpacesPage", "end /api/account/me");
    expectBefore(order, "start /assets/MainLayout", "end /api/account/me");
  });

  test("a project opened by address asks for its notes while the screen's code loads", async ({ page, request }) => {
    const user = await createUser(request);
    const { project } = await createNote(apiAs(request, user), { space: "Prefetch lab", project: "Prefetch project", note: "First" });
    const order = requestOrder(page, (u) => {
      if (u === `/api/projects/${project.id}/notes`) return "notes";
      if (u === `/api/projects/${project.id}`) return "project";
      // Asked by the signed-in frame once it renders.
      if (u === "/api/spaces") return "frame rendered";
      if (/\/assets\/ProjectDetailsPage-/.test(u)) return "page code";
    });
    await signInAs(page, user, `/projects/${project.id}`);
    await expect(page.getByTestId("note-row")).toHaveCount(1);
    expectBefore(order, "notes", "frame rendered");
    // The prefetched project is not asked for a second time by the page that shows it.
    expect(order.filter((o) => o === "project"), order.join(", ")).toHaveLength(1);
  });

  test("a note opened by address asks for its code before the app's own code has run", async ({ page, request }) => {
    const user = await createUser(request);
    const { note } = await createNote(apiAs(request, user), { space: "Preload lab", project: "Preload project", note: "Early" });
    const order = requestOrder(page, (u) =>
      // The session check is the first thing the app's entry does (routes/prefetch.ts).
      u === "/api/account/me" ? "entry ran" : /\/assets\/(NotePage|MainLayout|en\.rest|en)-[^/]*\.js$/.exec(u)?.[1],
    );
    await signInAs(page, user, `/notes/${note.id}`);
    await expect(page.getByTestId("editor-conclusion")).toBeVisible();
    for (const code of ["NotePage", "MainLayout", "en.rest", "en"]) expectBefore(order, code, "entry ran");
    // Signed out, only the messages: the frame's code waits for a session.
    const anon = await page.context().browser()!.newPage();
    const anonCode: string[] = [];
    anon.on("request", (r) => anonCode.push(new URL(r.url()).pathname));
    await anon.goto("/login");
    await expect(anon.getByTestId("login-submit")).toBeVisible();
    expect(anonCode.some((u) => /\/assets\/en-[^/]*\.js$/.test(u))).toBe(true);
    expect(anonCode.some((u) => /\/assets\/MainLayout-/.test(u))).toBe(false);
    await anon.close();
  });

  test("the account menu does not shift when the shop's status arrives", async ({ page, request }) => {
    const user = await createUser(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/shop/status", async (route) => {
      await held;
      await route.continue();
    });
    await signInAs(page, user, "/spaces");
    await page.getByTestId("account-menu").click();
    const checkout = page.getByRole("menuitem", { name: "Checkout settings" });
    await expect(checkout).toBeDisabled();
    // The menu grows open (about 300 ms): measure once it stands still.
    await page.waitForTimeout(600);
    const before = await page.getByTestId("logout").boundingBox();
    release();
    await expect(checkout).toBeEnabled();
    expect(await page.getByTestId("logout").boundingBox()).toEqual(before);
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
