import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { addSpaceMember, buildSpace, setUpTestApp } from "../test/factories";
import { outboxMailsTo } from "../test/outboxMails";
import { account, session, user, verification } from "./schema";
import { runAdminCommand } from "./adminCommands";
import { spaces } from "../spaces/schema";

const t = setUpTestApp({ signInRateLimit: { max: 100, windowMs: 60_000 } }, { PHONE_SIGNIN: "true" });

const lastTo = (to: string) => outboxMailsTo(t.dataDir, to).at(-1);
const linkToken = (text: string) => new URL(/https?:\/\/\S+\/auth\/email-link\?token=\S+/.exec(text)![0]).searchParams.get("token")!;

describe("e-mail link sign-in", () => {
  it("mails a link that signs in once", async () => {
    const u = await t.signUp({ fullName: "Link User" });
    const res = await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: u.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    const mail = lastTo(u.email)!;
    expect(mail.subject).toContain("sign-in link");
    expect(mail.text).toContain(`${t.config.appUrl}/auth/email-link?token=`);
    expect(mail.text).toContain("15");
    const token = linkToken(mail.text);
    // only a hash of the token is stored
    const rows = await t.ctx.db.select().from(verification).where(sql`${verification.identifier} like 'magic-link:%'`);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);

    const first = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id: u.id, email: u.email, fullName: "Link User" });
    const me = await t.request({ method: "GET", url: "/api/account/me", token: first.json().token });
    expect(me.statusCode).toBe(200);

    const again = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("email_link_invalid");
  });

  it("leads on to the screen it was asked from, a path of the app only", async () => {
    const u = await t.signUp();
    const linkFor = async (redirectUrl?: string) => {
      await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: u.email, redirectUrl } });
      return new URL(/https?:\/\/\S+\/auth\/email-link\?\S+/.exec(lastTo(u.email)!.text)![0]);
    };
    expect((await linkFor("/notes/abc?x=1#c")).searchParams.get("redirectUrl")).toBe("/notes/abc?x=1#c");
    for (const evil of ["https://evil.example/x", "//evil.example", "/\\evil.example"]) expect((await linkFor(evil)).searchParams.get("redirectUrl")).toBe("/spaces");
    expect((await linkFor()).searchParams.has("redirectUrl")).toBe(false);
  });

  it("refuses an expired link", async () => {
    const u = await t.signUp();
    await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: u.email } });
    const token = linkToken(lastTo(u.email)!.text);
    await t.ctx.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` }).where(sql`${verification.identifier} like 'magic-link:%'`);
    const res = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token } });
    expect(res.json().error.code).toBe("email_link_invalid");
  });

  it("answers the same for an unknown address and sends nothing, creating no account", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: "nobody@example.com" } });
    expect(res.statusCode).toBe(200);
    expect(lastTo("nobody@example.com")).toBeUndefined();
    expect(await t.ctx.db.select().from(user).where(eq(user.email, "nobody@example.com"))).toHaveLength(0);
  });

  it("validates the address and the token", async () => {
    const bad = await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: "not-mail" } });
    expect(bad.json().error).toMatchObject({ code: "validation", fields: { email: "validation.validEmail" } });
    const garbage = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token: "nope" } });
    expect(garbage.json().error.code).toBe("email_link_invalid");
  });

  it("does not sign in a disabled account", async () => {
    const u = await t.signUp();
    await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: u.email } });
    await runAdminCommand(t.ctx.db, ["disable", u.email]);
    const res = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token: linkToken(lastTo(u.email)!.text) } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("user_disabled");
  });
});

describe("phone sign-in (PHONE_SIGNIN=true)", () => {
  const phone = "+819012345678";
  // The outbox address has the number's digits after one "+" (it was sms++819012345678@...).
  const sms = () => "sms+819012345678@phone.invalid";
  const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;

  it("adds a verified phone to an account, then signs in with a code sent to it", async () => {
    const u = await t.signUp({ fullName: "Phone User" });
    expect((await t.request({ method: "POST", url: "/api/account/phone/add-code", payload: { phoneNumber: phone }, token: u.token })).statusCode).toBe(200);
    // Adding a number: the SMS says the code confirms the number, not that it signs in.
    const confirm = lastTo(sms())!.text;
    expect(confirm).toContain("電話番号の確認コード");
    expect(confirm).toContain("confirm this phone number");
    expect(confirm).not.toMatch(/ログイン|sign-in/);
    const add = await t.request({ method: "PUT", url: "/api/account/phone", payload: { phoneNumber: phone, code: codeIn(confirm) }, token: u.token });
    expect(add.statusCode).toBe(200);

    expect((await t.request({ method: "POST", url: "/api/account/phone/code", payload: { phoneNumber: phone } })).statusCode).toBe(200);
    const signIn = lastTo(sms())!.text;
    expect(signIn).toContain("ログイン用の確認コード");
    expect(signIn).toContain("sign-in code");
    const code = codeIn(signIn);
    const wrong = await t.request({ method: "POST", url: "/api/account/phone/verify", payload: { phoneNumber: phone, code: code === "000000" ? "111111" : "000000" } });
    // A wrong code is not a wrong password: the sign-in's own answer.
    expect(wrong.json().error.code).toBe("invalid_credentials");
    const res = await t.request({ method: "POST", url: "/api/account/phone/verify", payload: { phoneNumber: phone, code } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(u.id);
    const reuse = await t.request({ method: "POST", url: "/api/account/phone/verify", payload: { phoneNumber: phone, code } });
    expect(reuse.statusCode).toBe(401);
  });

  it("sends nothing to a number no account has", async () => {
    const res = await t.request({ method: "POST", url: "/api/account/phone/code", payload: { phoneNumber: "+15550001111" } });
    expect(res.statusCode).toBe(200);
    expect(lastTo("sms+15550001111@phone.invalid")).toBeUndefined();
    const bad = await t.request({ method: "POST", url: "/api/account/phone/code", payload: { phoneNumber: "090-1234" } });
    expect(bad.json().error.code).toBe("validation");
  });
});

describe("admin disable / enable", () => {
  it("signs a disabled user out everywhere and refuses log-in until enabled again", async () => {
    const u = await t.signUp();
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).statusCode).toBe(200);
    const off = await runAdminCommand(t.ctx.db, ["disable", u.email.toUpperCase(), "left", "the", "lab"]);
    expect(off).toMatchObject({ ok: true });
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row).toMatchObject({ banned: true, banReason: "left the lab" });
    expect(await t.ctx.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).statusCode).toBe(401);
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: u.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe("user_disabled");

    expect(await runAdminCommand(t.ctx.db, ["enable", u.email])).toMatchObject({ ok: true });
    const back = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: u.password } });
    expect(back.statusCode).toBe(200);
  });

  it("answers user_disabled to a live session of an account disabled directly", async () => {
    const u = await t.signUp();
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, u.id));
    const res = await t.request({ method: "GET", url: "/api/account/me", token: u.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("user_disabled");
  });

  it("explains its usage and unknown accounts", async () => {
    expect(await runAdminCommand(t.ctx.db, ["frobnicate", "a@b.c"])).toMatchObject({ ok: false, message: expect.stringContaining("usage") });
    expect(await runAdminCommand(t.ctx.db, ["disable"])).toMatchObject({ ok: false });
    expect(await runAdminCommand(t.ctx.db, ["disable", "ghost@example.com"])).toMatchObject({ ok: false, message: expect.stringContaining("No account") });
  });
});

describe("DELETE /api/account", () => {
  it("GET /api/account/me says whether the account has a password, so the deletion dialog asks for it from the start", async () => {
    const u = await t.signUp();
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).json().user.hasPassword).toBe(true);
    await t.ctx.db.delete(account).where(and(eq(account.userId, u.id), eq(account.providerId, "credential")));
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).json().user.hasPassword).toBe(false);
  });

  it("deletes the account with the password, with the spaces only it was in", async () => {
    const u = await t.signUp();
    const space = await buildSpace(t, u, "Solo");
    const res = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: u.password } });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(spaces).where(eq(spaces.id, space!.id))).toHaveLength(0);
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).statusCode).toBe(401);
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: u.password } });
    expect(login.json().error.code).toBe("invalid_credentials");
  });

  it("asks for a recent login when the session is older than 10 minutes, then accepts the password", async () => {
    const u = await t.signUp();
    await t.ctx.db.update(session).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(session.userId, u.id));
    const stale = await t.request({ method: "DELETE", url: "/api/account", token: u.token });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatchObject({ code: "requires_recent_login", details: { proof: "password" } });
    const wrong = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: "Wrong-pass1" } });
    expect(wrong.json().error).toMatchObject({ code: "password_incorrect", message: "The password is not correct." });
    expect(await t.ctx.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
    const ok = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: u.password } });
    expect(ok.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
  });

  it("asks an account without a password to sign in again (not for a password), then deletes after a fresh sign-in", async () => {
    const u = await t.signUp();
    // As an account made by single sign-on: no credential row.
    await t.ctx.db.delete(account).where(and(eq(account.userId, u.id), eq(account.providerId, "credential")));
    await t.ctx.db.update(session).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(session.userId, u.id));
    const stale = await t.request({ method: "DELETE", url: "/api/account", token: u.token });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatchObject({ code: "requires_recent_login", details: { proof: "signIn" } });
    // A password typed anyway does not stand in for the sign-in.
    expect((await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: "Anything-1" } })).json().error.details).toEqual({ proof: "signIn" });

    await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: u.email } });
    const fresh = await t.request({ method: "POST", url: "/api/account/email-link/verify", payload: { token: linkToken(lastTo(u.email)!.text) } });
    const ok = await t.request({ method: "DELETE", url: "/api/account", token: fresh.json().token });
    expect(ok.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
  });

  it("refuses while the user is the last owner of a space others are in", async () => {
    const owner = await t.signUp();
    const member = await t.signUp();
    const space = await buildSpace(t, owner, "Shared");
    await addSpaceMember(t, space.id, member);
    const res = await t.request({ method: "DELETE", url: "/api/account", token: owner.token, payload: { password: owner.password } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("last_owner");
    expect(await t.ctx.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
    // The member can leave by deleting their account; the space stays.
    expect((await t.request({ method: "DELETE", url: "/api/account", token: member.token, payload: { password: member.password } })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(spaces).where(eq(spaces.id, space!.id))).toHaveLength(1);
  });

  it("needs a signed-in caller", async () => {
    expect((await t.request({ method: "DELETE", url: "/api/account" })).statusCode).toBe(401);
  });
});
