import { test as base, expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

export interface E2EUser {
  id: string;
  email: string;
  password: string;
  token: string;
  fullName: string;
}

/**
 * Creates an account through the API (fast); browser tests of sign-up itself use the form.
 * The address is confirmed through the link in the outbox mail (invitations need it) unless
 * `verified: false`.
 */
export async function createUser(request: APIRequestContext, over: Partial<E2EUser> & { verified?: boolean } = {}): Promise<E2EUser> {
  const email = over.email ?? `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = over.password ?? "Passw0rd!";
  const fullName = over.fullName ?? "E2E Researcher";
  const res = await request.post("/api/account/signup", {
    data: { email, fullName, discipline: "basicChemistry", password, confirmPassword: password, terms: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  if (over.verified !== false) await verifyEmail(request, email);
  return { id: body.user.id, email, password, token: body.token, fullName };
}

/** Puts the session in local storage the way the app keeps it (spec §3), then opens `path`. */
export async function signInAs(page: Page, user: E2EUser, path = "/spaces", lang: "en" | "ja" = "en") {
  await page.addInitScript(
    ([token, userId, email, fullName, l]) => {
      if (!localStorage.getItem("eln.auth.token")) {
        localStorage.setItem("eln.auth.token", JSON.stringify(token));
        localStorage.setItem("eln.auth.userId", JSON.stringify(userId));
        localStorage.setItem("eln.user.email", JSON.stringify(email));
        localStorage.setItem("eln.user.fullName", JSON.stringify(fullName));
      }
      if (!localStorage.getItem("eln.util.lang")) localStorage.setItem("eln.util.lang", JSON.stringify(l));
    },
    [user.token, user.id, user.email, user.fullName, lang] as const,
  );
  await page.goto(path);
}

/** The same person signed in once more through the API: a second session of the account, with its own token. */
export async function secondSession(request: APIRequestContext, user: E2EUser): Promise<E2EUser> {
  const login = await request.post("/api/account/login", { data: { email: user.email, password: user.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { ...user, token: (await login.json()).token };
}

/** A required text field: submitting it empty says so; filled with `value`, it is submitted again. */
export async function submitRequiredField(page: Page, testIds: { submit: string; field: string }, value: string) {
  await page.getByTestId(testIds.submit).click();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await page.getByTestId(testIds.field).fill(value);
  await page.getByTestId(testIds.submit).click();
}

/** Fills the log-in form (at /login) with an address and a password, and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("login-submit").click();
}

/** Fills the change-password form (at /change_password) with the current and the new password, and submits it. */
export async function submitPasswordChange(page: Page, current: string, next: string) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByTestId("change-password-submit").click();
}

/** The screen size of the phone tests (CSS pixels of a common phone). */
export const phoneViewport = { width: 390, height: 844 };

/** A browser context of its own (session, storage, network) and a page in it: another user, or a cold start. */
export async function separatePage(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** A separate page sized like a phone. */
export function phonePage(browser: Browser) {
  return separatePage(browser, { viewport: phoneViewport });
}

/**
 * Picks an option of a select or autocomplete. The list is opened by keyboard: MUI's Select
 * picks the item under the pointer when the mouse is released more than 200 ms after the press
 * that opened it (as a native select does), and a loaded machine can stretch a click that long.
 */
export async function chooseOption(trigger: Locator, option: string | RegExp) {
  // The trigger may be the combobox or a wrapper of it (a Select's root carries its test id).
  const box = (await trigger.getAttribute("role")) === "combobox" ? trigger : trigger.getByRole("combobox").first();
  await box.focus();
  await box.press("ArrowDown");
  const choice = trigger.page().getByRole("option", { name: option, exact: typeof option === "string" }).first();
  await choice.click();
  // The menu closes on the click. Once in a full CI run it stayed open, its invisible backdrop
  // taking the next click (not seen in 30 runs under load since): a person would choose again,
  // so the helper does too, once, and the test fails here, by name, if the menu stays.
  const menu = trigger.page().getByRole("listbox");
  // A multiple choice stays open for the next one (the caller presses Escape).
  if (await menu.evaluateAll((lists) => lists.some((l) => l.getAttribute("aria-multiselectable") === "true"))) return;
  const closed = () => expect(menu).toHaveCount(0, { timeout: 5000 });
  if (!(await closed().then(() => true, () => false))) {
    await choice.click();
    await closed();
  }
}

/**
 * Records, from each page load's first script on, whether an element with `testId` was ever
 * attached (a spinner shown for a moment is gone before any assertion could see it); answers
 * a check that reads the record of the current page.
 */
export async function watchForTestId(page: Page, testId: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((id) => {
    const w = window as unknown as { seenTestIds?: Record<string, boolean> };
    const seen = (w.seenTestIds ??= {});
    seen[id] = false;
    new MutationObserver(() => {
      if (document.querySelector(`[data-testid="${id}"]`)) seen[id] = true;
    }).observe(document, { childList: true, subtree: true });
  }, testId);
  return () => page.evaluate((id) => (window as unknown as { seenTestIds: Record<string, boolean> }).seenTestIds[id], testId);
}

/** API calls as a user. */
export function apiAs(request: APIRequestContext, user: E2EUser) {
  const headers = { authorization: `Bearer ${user.token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    patch: (url: string, data?: unknown) => request.patch(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** A space made through the API as the user; the server's answer. */
export async function createSpace(as: ReturnType<typeof apiAs>, name: string, description = "") {
  return (await as.post("/api/spaces", { name, description })).json();
}

/** An invitation to the space, sent through the API by one of its owners; the server's response. */
export function inviteToSpace(as: ReturnType<typeof apiAs>, spaceId: string, email: string, role: "member" | "owner" = "member") {
  return as.post(`/api/spaces/${spaceId}/invitations`, { email, role });
}

/** `who` joins the space as a person would: the owner invites them and they accept; answers their API. */
export async function joinByInvitation(request: APIRequestContext, owner: E2EUser, spaceId: string, who: E2EUser, role: "member" | "owner" = "member") {
  await inviteToSpace(apiAs(request, owner), spaceId, who.email, role);
  const mine = apiAs(request, who);
  const [inv] = await (await mine.get("/api/invitations")).json();
  expect((await mine.post(`/api/invitations/${inv.id}/accept`)).ok()).toBeTruthy();
  return mine;
}

/** A note made through the API in a project; the server's answer. */
export async function noteIn(as: ReturnType<typeof apiAs>, projectId: string, title: string) {
  return (await as.post(`/api/projects/${projectId}/notes`, { title })).json();
}

/** The note's editor has connected and every edit so far is stored (the status line says so). */
export async function expectAllSaved(page: Page) {
  await expect(page.getByTestId("collab-status")).toHaveText("All changes saved", { timeout: 60_000 });
}

/** Signs `user` in on the note's page and waits until its editor is connected and saved. */
export async function openNote(page: Page, user: E2EUser, noteId: string) {
  await signInAs(page, user, `/notes/${noteId}`);
  await expectAllSaved(page);
}

/** A space with a project holding one note, made through the API as the user; the note's id whichever shape the answer has. */
export async function createNote(as: ReturnType<typeof apiAs>, names: { space: string; project: string; note: string }) {
  const space = await createSpace(as, names.space);
  const project = await (await as.post("/api/projects", { name: names.project, description: "", space_id: space.id })).json();
  const note = await noteIn(as, project.id, names.note);
  const noteId: string = note.id ?? note.note?.id;
  return { space, project, note, noteId };
}

/** The newest outbox mail to an address (embedded mail, listed at /dev/mail.json), not counting the address confirmation. */
export async function latestMailTo(request: APIRequestContext, to: string) {
  for (let i = 0; i < 50; i++) {
    const list = (await (await request.get("/dev/mail.json", { params: { to } })).json()) as { id: string; to: string; subject: string; text: string }[];
    const m = list.find((x) => x.to === to && !x.text.includes("/api/account/verify-email?token="));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** The confirmation link of the newest mail to `email`, not opened yet. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const list = (await (await request.get("/dev/mail.json", { params: { to: email } })).json()) as { to: string; text: string }[];
    const link = list.filter((m) => m.to === email.toLowerCase()).map((m) => /(\/api\/account\/verify-email\?token=\S+)/.exec(m.text)?.[1]).find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/** Opens the confirmation link of the newest mail to `email` (what the person does in their mail client). */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const res = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(res.status(), "confirmation link").toBe(302);
  expect(res.headers().location).toBe("/spaces?emailVerified=1");
}

export const test = base;
export { expect };
