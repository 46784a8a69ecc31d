import { randomUUID } from "node:crypto";
import { test, expect, createUser, signInAs, latestMailTo, separatePage, submitLogin, submitPasswordChange } from "../support/fixtures";
import { fillSignUpForm } from "../support/fillSignUpForm";

test.describe("accounts", () => {
  test("root and unknown paths land on /login", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sign-up shows every validation message in English, then succeeds", async ({ page }) => {
    await page.goto("/signup");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("All fields are required.");
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    await expect(page.getByText("You must agree to the terms and services to sign up.")).toBeVisible();
    // The first field to fix takes the focus, so a keyboard or screen-reader user starts there.
    await expect(page.getByLabel("Email")).toBeFocused();

    await fillSignUpForm(page, { email: "not-an-email", fullName: "Ada Lovelace", password: "short", confirmPassword: "other", agree: false });
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(page.getByText("Password does not match.")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("longenough1");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByText("Password must contain a letter, a number and a symbol.")).toBeVisible();
    // The address is still invalid: the first field to fix is it, not the password just changed.
    await expect(page.getByLabel("Email")).toBeFocused();

    const email = `ada-${randomUUID().slice(0, 6)}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Analytical-1");
    await page.getByLabel("Confirm password").fill("Analytical-1");
    await page.getByLabel("I agree to the terms and services").check();
    await page.getByTestId("signup-submit").click();
    await expect(page).toHaveURL(/\/spaces$/);
    // Spec §3: the session lives in local storage.
    expect(await page.evaluate(() => localStorage.getItem("eln.auth.token"))).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("eln.user.email")!))).toBe(email);
  });

  test("sign-up errors in Japanese, and an e-mail already in use", async ({ page, request }) => {
    const existing = await createUser(request);
    await page.addInitScript(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
    await page.goto("/signup");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("すべての項目を入力してください。");
    await expect(page.getByText("登録するには利用規約に同意する必要があります。")).toBeVisible();
    await page.getByLabel("メールアドレス").fill("bad");
    await page.getByLabel("パスワード", { exact: true }).fill("abc");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByText("有効なメールアドレスを入力してください。")).toBeVisible();
    await expect(page.getByText("パスワードは8文字以上で入力してください。")).toBeVisible();

    await fillSignUpForm(page, { email: existing.email, fullName: "山田 花子", password: "Kagaku-123", confirmPassword: "Kagaku-123", agree: true }, "ja");
    await expect(page.getByTestId("form-error")).toHaveText("このメールアドレスは既に使用されています。ログインしてください。");
  });

  test("log in: required, wrong password, rate limit, success and log out", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/login");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("Email and password are required.");
    // The fields it is about say so to a screen reader, and point at the message (WCAG 3.3.1).
    for (const field of [page.getByLabel("Email"), page.getByLabel("Password")]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-describedby", "auth-form-error");
    }
    await submitLogin(page, "not-an-address", "x");
    await expect(page.getByTestId("form-error")).toHaveText("Please enter a valid email address.");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "false");
    await page.getByLabel("Email").fill("still-typing");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "false");
    await submitLogin(page, user.email, "Wrong-pass1");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password.");
    await page.getByLabel("Password").fill(user.password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/spaces$/);
    await page.getByTestId("account-menu").click();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("eln.auth.token"))).toBeNull();

    // The limit is 5 attempts a minute for one address and e-mail.
    const victim = await createUser(request);
    await page.getByLabel("Email").fill(victim.email);
    await page.getByLabel("Password").fill("Wrong-pass1");
    for (let i = 0; i < 5; i++) {
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password.");
      await page.waitForTimeout(50);
    }
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("form-error")).toContainText("Too many sign-in attempts");
  });

  test("forgot password: confirmation, mail, reset once, invalid link", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/login");
    // Reaching the link fetches its screen's code, so the click lands on a ready screen.
    const screenCode = page.waitForRequest(/ForgotPasswordPage[^/]*\.js$/);
    await page.getByText("Forgot password?").hover();
    await screenCode;
    await page.getByText("Forgot password?").click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    // The login screen stays until the new screen's code is in: its own Email field is there too.
    await expect(page.getByTestId("forgot-submit")).toBeVisible();
    await page.getByLabel("Email").fill("nope");
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByText("Invalid email.")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByTestId("forgot-submit").click();
    await expect(page).toHaveURL(/\/forgotpassword\/confirmation$/);
    const mail = await latestMailTo(request, user.email);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail.text)![1];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel("New password", { exact: true }).fill("Brand-new-1");
    await page.getByLabel("Confirm new password").fill("Brand-new-1");
    await page.getByTestId("reset-submit").click();
    await expect(page.getByTestId("reset-done")).toBeVisible();
    // Used once: the same link is now invalid.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId("reset-invalid")).toHaveText(
      "This link appears to be invalid or has expired. Check the latest email or request a new link via Forgot Password.",
    );
    await page.goto("/reset-password?token=made-up");
    await expect(page.getByTestId("reset-invalid")).toBeVisible();
    // The new password works.
    const res = await request.post("/api/account/login", { data: { email: user.email, password: "Brand-new-1" } });
    expect(res.ok()).toBeTruthy();
  });

  test("profile and change password", async ({ page, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/profile");
    await expect(page.getByLabel("Full name")).toHaveValue(user.fullName);
    await page.getByLabel("Full name").fill("Marie Curie");
    await page.getByLabel("Affiliation").fill("Institut du Radium");
    await page.getByTestId("profile-submit").click();
    await expect(page.getByRole("status")).toHaveText("Profile updated");
    await page.reload();
    await expect(page.getByLabel("Affiliation")).toHaveValue("Institut du Radium");

    await page.goto("/change_password");
    await submitPasswordChange(page, "Wrong-pass1", "Radium-1898");
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription("The password is not correct.");
    await page.getByLabel("Current password").fill(user.password);
    await page.getByTestId("change-password-submit").click();
    await expect(page.getByRole("status")).toHaveText("Password changed");
  });

  test("language: browser ja by default, the switch changes everything and is remembered", async ({ browser, request }) => {
    const user = await createUser(request);
    const { context, page } = await separatePage(browser, { locale: "ja-JP" });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await submitLogin(page, user.email, user.password);
    await expect(page.getByTestId("nav-feedback")).toHaveText("Feedback");
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "日本語" }).click();
    await expect(page.getByTestId("nav-feedback")).toHaveText("フィードバック");
    await expect(page.getByTestId("nav-projects")).toHaveText("プロジェクト");
    await context.close();
  });

  // A message already on the screen is reworded by the switch, as every label is (it stayed in the language it was made in).
  test("language: form messages already shown follow the switch (log in, sign up, change password)", async ({ page, request }) => {
    const toJa = async () => {
      await page.getByTestId("language-switch").click();
      await page.getByRole("menuitem", { name: "日本語" }).click();
    };
    await page.goto("/login");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("Email and password are required.");
    await submitLogin(page, `nobody-${randomUUID().slice(0, 8)}@example.com`, "Wrong-pass1!");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password.");
    await toJa();
    await expect(page.getByTestId("form-error")).toHaveText("メールアドレスまたはパスワードが正しくありません。");

    await page.goto("/signup");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("すべての項目を入力してください。");
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("All fields are required.");

    const user = await createUser(request);
    await signInAs(page, user, "/change_password");
    await submitPasswordChange(page, "Not-my-pass1!", "Another-pass1!");
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription("The password is not correct.");
    await toJa();
    await expect(page.getByLabel("現在のパスワード")).toHaveAccessibleDescription("パスワードが正しくありません。");
  });

  test("app bar: projects, feedback and shop links; signed-in visitors skip /login", async ({ page, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/login");
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("nav-projects")).toBeVisible();
    await expect(page.getByTestId("nav-feedback")).toHaveAttribute("href", /^mailto:|^https?:/);
    await expect(page.getByTestId("nav-shop")).toBeVisible();
  });

  test("anonymous visit to a signed-in route goes to /login with the path", async ({ page }) => {
    await page.goto("/sso-auth?redirectUrl=http%3A%2F%2Fpartner.example%2Fcb");
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fsso-auth%3FredirectUrl%3Dhttp%253A%252F%252Fpartner\.example%252Fcb$/);
  });
});
