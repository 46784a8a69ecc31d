import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { eq, sql } from "drizzle-orm";
import { outboxMails } from "../test/outboxMails";
import { user } from "./schema";

const t = setUpTestApp();

// With the address confirmations: they are what these tests are about.
const mailsTo = (to: string) => outboxMails(t.dataDir).filter((m) => m.to === to);
const signUpRaw = (email: string, password = "Passw0rd!") =>
  t.request({ method: "POST", url: "/api/account/signup", payload: { email, fullName: "Mallory", discipline: "basicChemistry", password, confirmPassword: password, terms: true } });

describe("unverified e-mail addresses", () => {
  it("addresses are unique whatever their case", async () => {
    const first = await signUpRaw("Case.Person@Example.com");
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe("case.person@example.com");
    const twin = await signUpRaw("CASE.PERSON@example.COM");
    expect(twin.json().error.code).toBe("email_in_use");
    // the database refuses a case twin even past the app
    await expect(t.ctx.db.insert(user).values({ id: "twin-id", name: "x", email: "Case.Person@example.com" })).rejects.toThrow();
  });

  it("an invitation is neither seen nor accepted until the address is proven by the link", async () => {
    const owner = await t.signUp();
    const space = (await t.request({ method: "POST", url: "/api/spaces", token: owner.token, payload: { name: "Invited", description: "" } })).json();
    const invited = "invited.person@example.com";
    const inv = (await t.request({ method: "POST", url: `/api/spaces/${space.id}/invitations`, token: owner.token, payload: { email: invited, role: "member" } })).json();
    // Someone signs up with the invited address (a case variant): lands in the app, sees nothing.
    const res = await signUpRaw("Invited.Person@Example.com");
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect((await t.request({ method: "GET", url: "/api/invitations", token })).json()).toEqual([]);
    expect((await t.request({ method: "POST", url: `/api/invitations/${inv.id}/accept`, token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/spaces/${space.id}`, token })).statusCode).toBe(404);

    // The confirmation link went to the address; opening it proves it.
    const mail = mailsTo(invited).find((m) => /verify-email\?token=/.test(m.text))!;
    expect(mail.subject).toContain("Confirm your e-mail address");
    const link = /(\/api\/account\/verify-email\?token=[^\s]+)/.exec(mail.text)![1];
    const opened = await t.request({ method: "GET", url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/spaces?emailVerified=1");
    const list = (await t.request({ method: "GET", url: "/api/invitations", token })).json();
    expect(list.map((i: { id: string }) => i.id)).toEqual([inv.id]);
    expect((await t.request({ method: "POST", url: `/api/invitations/${inv.id}/accept`, token })).statusCode).toBe(200);
    const bad = await t.request({ method: "GET", url: "/api/account/verify-email?token=forged" });
    expect(bad.headers.location).toBe("/login?emailVerified=invalid");
  });

  it("an e-mail link never reaches an unproven account (its password and sessions stay)", async () => {
    const squatter = await t.signUp({ verified: false });
    const res = await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: squatter.email } });
    expect(res.statusCode).toBe(200);
    expect(mailsTo(squatter.email).filter((m) => /email-link\?token=/.test(m.text))).toHaveLength(0);
    expect((await t.request({ method: "GET", url: "/api/account/me", token: squatter.token })).statusCode).toBe(200);
    const proven = await t.signUp();
    await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: proven.email } });
    expect(mailsTo(proven.email).filter((m) => /email-link\?token=/.test(m.text))).toHaveLength(1);
    const [row] = await t.ctx.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, squatter.id));
    expect(row.v).toBe(false);
    await t.ctx.db.execute(sql`select 1`);
  });
});
