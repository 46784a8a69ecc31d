import { expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";

const t = setUpTestApp({ ssoAllowedRedirects: ["https://partner.example.com/cb"] }, { SSO_CLIENT_SECRET: "partner-secret" });

it("requires the partner's client_secret when SSO_CLIENT_SECRET is set, without spending the code", async () => {
  const u = await t.signUp();
  const { code } = (await t.request({ method: "POST", url: "/api/sso/code", payload: { redirectUrl: "https://partner.example.com/cb" }, token: u.token })).json();
  const missing = await t.request({ method: "POST", url: "/api/sso/token", payload: { code } });
  expect(missing.statusCode).toBe(401);
  const wrong = await t.request({ method: "POST", url: "/api/sso/token", payload: { code, client_secret: "guess" } });
  expect(wrong.statusCode).toBe(401);
  const right = await t.request({ method: "POST", url: "/api/sso/token", payload: { code, client_secret: "partner-secret" } });
  expect(right.statusCode).toBe(200);
  expect(right.json().email).toBe(u.email);
});
