import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

export interface E2EUser {
  id: string;
  email: string;
  password: string;
  token: string;
  fullName: string;
}

/** Creates an account through the API (fast); browser tests of sign-up itself use the form. */
export async function createUser(request: APIRequestContext, over: Partial<E2EUser> = {}): Promise<E2EUser> {
  const email = over.email ?? `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = over.password ?? "Passw0rd!";
  const fullName = over.fullName ?? "E2E Researcher";
  const res = await request.post("/api/account/signup", {
    data: { email, fullName, discipline: "basicChemistry", password, confirmPassword: password, terms: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
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

/** API calls as a user. */
export function apiAs(request: APIRequestContext, user: E2EUser) {
  const headers = { authorization: `Bearer ${user.token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

/** The newest outbox mail to an address (embedded mail, listed at /dev/mail.json). */
export async function latestMailTo(request: APIRequestContext, to: string) {
  for (let i = 0; i < 50; i++) {
    const list = (await (await request.get("/dev/mail.json")).json()) as { id: string; to: string; subject: string; text: string }[];
    const m = list.find((x) => x.to === to);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

export const test = base;
export { expect };
