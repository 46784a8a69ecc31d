import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { outboxMailsTo } from "../test/outboxMails";

const t = setUpTestApp({ signInRateLimit: { max: 3, windowMs: 60_000 } });

const signupBody = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  fullName: "Hanako Yamada",
  discipline: "basicChemistry",
  password: "Secret-123",
  confirmPassword: "Secret-123",
  terms: true,
  ...over,
});

describe("sign-up", () => {
  it("creates an account and answers a token and the user", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/signup", payload: signupBody("hanako@example.com") });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: "hanako@example.com", fullName: "Hanako Yamada", discipline: "basicChemistry" });
    expect(res.json().token).toEqual(expect.any(String));
  });

  it("refuses the same e-mail again with email_in_use", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/signup", payload: signupBody("HANAKO@example.com") });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("email_in_use");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "validation.validEmail"],
    [{ fullName: "" }, "fullName", "validation.required"],
    [{ discipline: "alchemy" }, "discipline", "validation.required"],
    [{ password: "Ab1!", confirmPassword: "Ab1!" }, "password", "validation.passwordMin"],
    [{ password: "abcdefgh1", confirmPassword: "abcdefgh1" }, "password", "validation.passwordRule"],
    [{ confirmPassword: "Other-123" }, "confirmPassword", "validation.passwordMismatch"],
    [{ terms: false }, "terms", "validation.termsRequired"],
  ])("validates %o", async (over, field, key) => {
    const res = await t.request({ method: "POST", url: "/api/account/signup", payload: signupBody(`v${Math.random()}@example.com`, over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
    expect(res.json().error.fields[field]).toBe(key);
  });
});

describe("log in", () => {
  it("answers invalid_credentials for a wrong password and a token for the right one", async () => {
    const u = await t.signUp();
    const bad = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: "Wrong-123" } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toMatchObject({ code: "invalid_credentials", message: "Invalid email or password." });
    const ok = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: u.password } });
    expect(ok.statusCode).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/account/me", token: ok.json().token });
    expect(me.json().user.email).toBe(u.email);
  });

  it("requires e-mail and password", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/login", payload: { email: "", password: "" } });
    expect(res.json().error.fields.email).toBe("validation.loginRequired");
  });

  it("rate-limits repeated attempts with too_many_requests", async () => {
    const u = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: "Wrong-123" } });
      codes.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json().error.code).toBe("too_many_requests");
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it("logs out: the token stops working", async () => {
    const u = await t.signUp();
    expect((await t.request({ method: "POST", url: "/api/account/logout", token: u.token })).statusCode).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/account/me", token: u.token });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("unauthenticated");
  });
});

describe("profile and password", () => {
  it("updates full name, discipline and affiliation", async () => {
    const u = await t.signUp();
    const res = await t.request({ method: "PUT", url: "/api/account/profile", token: u.token, payload: { fullName: "新しい 名前", discipline: "forestry", affiliation: "京都大学" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: "新しい 名前", discipline: "forestry", affiliation: "京都大学" });
  });

  it("changes the password only with the current one", async () => {
    const u = await t.signUp();
    const bad = await t.request({ method: "POST", url: "/api/account/password/change", token: u.token, payload: { currentPassword: "Nope-1234", newPassword: "Next-pass1", confirmPassword: "Next-pass1" } });
    // A wrong current password says so, on that field (it was only "Failed to change your password.").
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "password_incorrect", message: "The password is not correct.", fields: { currentPassword: "errors.password_incorrect" } });
    const ok = await t.request({ method: "POST", url: "/api/account/password/change", token: u.token, payload: { currentPassword: u.password, newPassword: "Next-pass1", confirmPassword: "Next-pass1" } });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: "Next-pass1" } });
    expect(login.statusCode).toBe(200);
  });

  it("resets a forgotten password through the e-mailed link, once", async () => {
    const u = await t.signUp();
    await t.request({ method: "POST", url: "/api/account/password/forgot", payload: { email: u.email } });
    const mail = outboxMailsTo(t.dataDir, u.email).find((m) => m.text.includes("reset-password?token="))!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await t.request({ method: "GET", url: `/api/account/password/reset?token=${token}` })).json()).toEqual({ valid: true });
    const reset = await t.request({ method: "POST", url: "/api/account/password/reset", payload: { token, password: "Fresh-pass1", confirmPassword: "Fresh-pass1" } });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/account/password/reset?token=${token}` })).json()).toEqual({ valid: false });
    const again = await t.request({ method: "POST", url: "/api/account/password/reset", payload: { token, password: "Fresh-pass2", confirmPassword: "Fresh-pass2" } });
    expect(again.json().error.code).toBe("invalid_reset_link");
    expect((await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: "Fresh-pass1" } })).statusCode).toBe(200);
  });

  it("answers the same for an unknown address (no probing)", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/password/forgot", payload: { email: "nobody@example.com" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("security headers and errors", () => {
  it("sends CSP and friends, and the error shape for unknown API paths", async () => {
    const res = await t.request({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
  it("answers malformed JSON with a 400 in the error shape", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/login", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
  });
});

describe("unknown fields", () => {
  it("refuses a body with a field the schema does not name, and creates nothing", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/signup", payload: { ...signupBody("extra@example.com"), isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ isAdmin: "validation.unknownField" });
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: "extra@example.com", password: "Secret-123" } });
    expect(login.statusCode).toBe(401);
  });
});
