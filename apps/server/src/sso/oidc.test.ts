import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Provider from "oidc-provider";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/testApp";

// A real OpenID Connect provider (oidc-provider) on a local port; the "browser" is this
// test, following every redirect by hand and carrying each site's cookies.
const appUrl = "http://localhost:3990";
const accounts: Record<string, { email: string; name: string; email_verified: boolean }> = {
  kenji: { email: "kenji@idp.example.com", name: "Kenji Tanaka", email_verified: true },
  shared: { email: "shared-user@example.com", name: "Shared Person", email_verified: true },
};
let issuer = "";
let idp: http.Server;
let provider: Provider;
let t: TestApp;
let chooseAccount = "kenji";

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((r) => idp.listen(0, "127.0.0.1", r));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [{ client_id: "eln", client_secret: "eln-secret", redirect_uris: [`${appUrl}/api/auth/callback/oidc`], grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["test-cookie-key"] },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) }),
  });
  const callback = provider.callback();
  idp.on("request", async (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      // The provider's login and consent screens, answered at once for `chooseAccount`.
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        await provider.interactionFinished(req, res, { login: { accountId: chooseAccount } }, { mergeWithLastSubmission: false });
      } else {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
        grant.addOIDCScope("openid email profile");
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      }
      return;
    }
    callback(req, res);
  });
  t = await createTestApp({ appUrl, oidc: { issuer, clientId: "eln", clientSecret: "eln-secret", name: "Lab IdP" } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => idp.close(r));
});

/** Name=value pairs from Set-Cookie headers. */
function jarAdd(jar: Map<string, string>, setCookie: string | string[] | undefined | null) {
  for (const c of [setCookie ?? []].flat()) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    jar.set(pair!.slice(0, i).trim(), pair!.slice(i + 1));
  }
}
const jarHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** start → provider (login, consent) → our callback: answers where the app sent the browser and its cookies. */
async function signInThroughProvider(redirectUrl = "/spaces") {
  const appJar = new Map<string, string>();
  const start = await t.request({ method: "GET", url: `/api/sso/oidc/start?redirectUrl=${encodeURIComponent(redirectUrl)}` });
  expect(start.statusCode).toBe(302);
  jarAdd(appJar, start.headers["set-cookie"] as string[]);
  const idpJar = new Map<string, string>();
  let next = start.headers.location as string;
  expect(next.startsWith(`${issuer}/auth?`)).toBe(true);
  expect(new URL(next).searchParams.get("code_challenge_method")).toBe("S256");
  for (let hops = 0; hops < 12 && next.startsWith(issuer); hops++) {
    const res = await fetch(next, { redirect: "manual", headers: { cookie: jarHeader(idpJar) } });
    jarAdd(idpJar, res.headers.getSetCookie());
    next = new URL(res.headers.get("location")!, next).toString();
  }
  expect(next.startsWith(`${appUrl}/api/auth/callback/oidc?`)).toBe(true);
  const cb = await t.request({ method: "GET", url: next.slice(appUrl.length), headers: { cookie: jarHeader(appJar) } });
  jarAdd(appJar, cb.headers["set-cookie"] as string[]);
  return { status: cb.statusCode, location: String(cb.headers.location ?? ""), setCookie: [cb.headers["set-cookie"] ?? []].flat() as string[], appJar };
}

describe("sign-in with an external OpenID Connect provider", () => {
  it("creates the account on first sign-in and hands the session over as a bearer token once", async () => {
    chooseAccount = "kenji";
    const cb = await signInThroughProvider("/notes/abc?x=1");
    expect(cb.status).toBe(302);
    expect(cb.location).toBe(`/auth/complete?redirectUrl=${encodeURIComponent("/notes/abc?x=1")}`);
    const sessionCookie = cb.setCookie.find((c) => c.startsWith("better-auth.session_token="))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // APP_URL is http here

    const handOver = await t.request({ method: "POST", url: "/api/sso/oidc/session", headers: { cookie: jarHeader(cb.appJar) } });
    expect(handOver.statusCode).toBe(200);
    const answer = handOver.json();
    expect(answer.user).toMatchObject({ email: "kenji@idp.example.com", fullName: "Kenji Tanaka" });
    expect(String(handOver.headers["set-cookie"])).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    const me = await t.request({ method: "GET", url: "/api/account/me", token: answer.token });
    expect(me.json().user.email).toBe("kenji@idp.example.com");

    // The second time, the same account is found (no duplicate).
    const again = await signInThroughProvider();
    const second = await t.request({ method: "POST", url: "/api/sso/oidc/session", headers: { cookie: jarHeader(again.appJar) } });
    expect(second.json().user.id).toBe(answer.user.id);
  });

  it("links an existing account only once its e-mail is proven (no pre-registration takeover)", async () => {
    const existing = await t.signUp({ email: "shared-user@example.com", fullName: "Shared Person", verified: false });
    chooseAccount = "shared";
    // Signed up with a password, address never proven: the provider cannot take the account over.
    const refused = await signInThroughProvider();
    expect(refused.location).toBe("/auth/complete?error=account_not_linked");
    expect((await t.request({ method: "POST", url: "/api/sso/oidc/session", headers: { cookie: jarHeader(refused.appJar) } })).statusCode).toBe(401);

    // After an e-mail link sign-in proves the address, the provider signs in to the same account.
    await t.ctx.db.execute(sql`update "user" set email_verified = true where id = ${existing.id}`);
    const cb = await signInThroughProvider();
    const res = await t.request({ method: "POST", url: "/api/sso/oidc/session", headers: { cookie: jarHeader(cb.appJar) } });
    expect(res.json().user.id).toBe(existing.id);
  });

  it("refuses the hand-over without a session cookie and never redirects off the app", async () => {
    const res = await t.request({ method: "POST", url: "/api/sso/oidc/session" });
    expect(res.statusCode).toBe(401);
    const evil = await t.request({ method: "GET", url: `/api/sso/oidc/start?redirectUrl=${encodeURIComponent("https://evil.example.com/x")}` });
    const state = new URL(evil.headers.location as string);
    expect(state.origin).toBe(issuer);
    chooseAccount = "kenji";
    const cb = await signInThroughProvider("//evil.example.com/x");
    expect(cb.location).toBe(`/auth/complete?redirectUrl=${encodeURIComponent("/spaces")}`);
  });

  it("sends a forged callback (unknown state) to the error page", async () => {
    const res = await t.request({ method: "GET", url: "/api/auth/callback/oidc?code=forged&state=forged" });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/error/);
    expect([res.headers["set-cookie"] ?? []].flat().some((c) => String(c).startsWith("better-auth.session_token=") && !String(c).startsWith("better-auth.session_token=;"))).toBe(false);
  });
});

describe("cookies on an https APP_URL", () => {
  it("are Secure, HttpOnly and SameSite=Lax", async () => {
    const secure = await createTestApp({ appUrl: "https://eln.example.com", oidc: { issuer, clientId: "eln", clientSecret: "eln-secret", name: "Lab IdP" } });
    try {
      const start = await secure.request({ method: "GET", url: "/api/sso/oidc/start" });
      const cookies = [start.headers["set-cookie"] ?? []].flat().map(String);
      expect(cookies.length).toBeGreaterThan(0);
      for (const c of cookies) {
        expect(c).toMatch(/; Secure/i);
        expect(c).toMatch(/HttpOnly/i);
        expect(c).toMatch(/SameSite=Lax/i);
      }
    } finally {
      await secure.close();
    }
  });
});

describe("without OIDC configured", () => {
  it("has no start endpoint and /api/config offers no provider", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request({ method: "GET", url: "/api/sso/oidc/start" })).statusCode).toBe(404);
      expect((await plain.request({ method: "GET", url: "/api/config" })).json().oidc).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
