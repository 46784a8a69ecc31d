import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, createUser, submitLogin } from "../support/fixtures";
import { startTestIdp, type TestIdp } from "./oidcProvider";

// A second app server with an OpenID Connect provider and phone sign-in configured
// (the shared e2e server has neither), plus the provider itself, on E2E_PORT+2 / +3.
const appPort = Number(process.env.E2E_PORT ?? 3100) + 2;
const idpPort = appPort + 1;
const appUrl = `http://localhost:${appPort}`;
const dataDir = path.join(os.tmpdir(), `eln-e2e-${appPort}`);

test.describe.configure({ mode: "serial" });
test.use({ baseURL: appUrl });

let server: ChildProcess;
let idp: TestIdp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  idp = await startTestIdp(idpPort, `${appUrl}/api/auth/callback/oidc`, { id: "kenji", email: "kenji.tanaka@idp.example.com", name: "Kenji Tanaka" });
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(appPort),
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_DEMO: "false",
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: "eln",
      OIDC_CLIENT_SECRET: "eln-secret",
      OIDC_NAME: "Lab IdP",
      PHONE_SIGNIN: "true",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 170; i++) {
    try {
      if ((await fetch(`${appUrl}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("second app server did not start");
});
test.afterAll(async () => {
  server?.kill("SIGTERM");
  await idp?.close();
});

test("sign in with the OpenID Connect provider from the login page, back to the page asked for", async ({ page }) => {
  await page.goto("/sso-auth?redirectUrl=x");
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await page.getByRole("link", { name: "Sign in with Lab IdP" }).click();
  // login → provider → callback → /auth/complete → the original page (here the SSO page, broken link)
  await expect(page).toHaveURL(/\/sso-auth\?redirectUrl=x$/, { timeout: 20_000 });
  await expect(page.getByTestId("sso-broken")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("eln.user.email"))).toBe(JSON.stringify("kenji.tanaka@idp.example.com"));
  const cookies = await page.context().cookies(appUrl);
  expect(cookies.find((c) => c.name.includes("session_token"))).toBeUndefined(); // handed over and cleared
});

test("add a phone in the profile, then log in with a code", async ({ page, request }) => {
  const user = await createUser(request);
  const phone = `+8190${String(Date.now()).slice(-8)}`;
  const sms = async () => {
    for (let i = 0; i < 50; i++) {
      const to = `sms+${phone.slice(1)}@phone.invalid`; // the digits after one "+"
      const list = (await (await request.get("/dev/mail.json", { params: { to } })).json()) as { to: string; text: string }[];
      const m = list.find((x) => x.to === to);
      if (m) return /(\d{6})/.exec(m.text)![1]!;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("no sms");
  };
  await page.goto("/login");
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/spaces$/);
  await page.goto("/profile");
  const add = page.getByTestId("phone-add");
  await add.getByLabel("Phone number").fill(phone);
  await add.getByTestId("phone-submit").click();
  // Adding a number does not hedge as sign-in does ("if it belongs to an account").
  await expect(add.getByText(`We sent a 6-digit code to ${phone}. It expires in 5 minutes.`, { exact: true })).toBeVisible();
  await add.getByLabel("6-digit code").fill(await sms());
  await add.getByTestId("phone-submit").click();
  await expect(page.getByText("Phone number saved")).toBeVisible();
  // The profile names the number now, and the form is back at an empty number box.
  await expect(page.getByTestId("phone-registered")).toHaveText(`Registered number: ${phone}`);
  await expect(add.getByLabel("Phone number")).toHaveValue("");
  await expect(add.getByTestId("phone-submit")).toHaveText("Send code");

  await page.evaluate(() => localStorage.clear());
  await page.request.post("/api/account/logout").catch(() => {});
  await page.goto("/login");
  await page.getByTestId("phone-start").click();
  await page.getByLabel("Phone number").fill(phone);
  await page.getByTestId("phone-submit").click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}`)).toBeVisible();
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByTestId("phone-submit").click();
  await expect(page.getByTestId("form-error")).toHaveText("The code is wrong or has expired.");
  // a fresh code (the wrong attempt counts against the first one)
  await page.getByLabel("6-digit code").fill(await sms());
  await page.getByTestId("phone-submit").click();
  await expect(page).toHaveURL(/\/spaces$/);
});
