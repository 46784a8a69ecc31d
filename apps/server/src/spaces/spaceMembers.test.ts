import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxMailsTo } from "../test/outboxMails";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { spaceInvitations, spaceMembers, spaces } from "./schema";
import { projectMembers, projects } from "../projects/schema";
import { multipartCsv } from "../test/multipart";
import { addSpaceMember } from "../test/factories";
import { countQueries } from "../test/countQueries";
import { sendInvitationMails } from "./invitationMail";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ fullName: "Olive Owner" });
}, 180_000);
afterAll(() => t.close());

const mailsTo = (to: string) => outboxMailsTo(t.dataDir, to);

async function createSpace(u: TestUser, name = "Organic Lab") {
  const res = await t.request({ method: "POST", url: "/api/spaces", token: u.token, payload: { name, description: "Benchwork" } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}
async function invite(spaceId: string, by: TestUser, email: string, role = "member") {
  return t.request({ method: "POST", url: `/api/spaces/${spaceId}/invitations`, token: by.token, payload: { email, role } });
}
async function acceptAll(u: TestUser) {
  const mine = (await t.request({ method: "GET", url: "/api/invitations", token: u.token })).json() as { id: string }[];
  for (const i of mine) expect((await t.request({ method: "POST", url: `/api/invitations/${i.id}/accept`, token: u.token })).statusCode).toBe(200);
}
async function memberOf(spaceId: string, u: TestUser, role: "owner" | "member" = "member") {
  await addSpaceMember(t, spaceId, u, role);
}

describe("spaces (spec §7)", () => {
  it("POST /api/spaces takes name and description; GET /api/spaces lists it with my role and counts", async () => {
    const s = await createSpace(owner, "Spectroscopy");
    await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "NMR", description: "", space_id: s.id } });
    const list = (await t.request({ method: "GET", url: "/api/spaces", token: owner.token })).json();
    expect(list.find((x: { id: string }) => x.id === s.id)).toMatchObject({
      title: "Spectroscopy",
      name: "Spectroscopy",
      description: "Benchwork",
      role: "owner",
      projectCount: 1,
      createdBy: owner.id,
    });
    const detail = (await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: owner.token })).json();
    expect(detail.projects).toMatchObject([{ title: "NMR", name: "NMR", role: "owner", space_id: s.id }]);
  });

  it("refuses empty and over-long names and changes nothing", async () => {
    const before = (await t.request({ method: "GET", url: "/api/spaces", token: owner.token })).json().length;
    const empty = await t.request({ method: "POST", url: "/api/spaces", token: owner.token, payload: { name: "  ", description: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe("validation.required");
    const long = await t.request({ method: "POST", url: "/api/spaces", token: owner.token, payload: { name: "x".repeat(201) } });
    expect(long.json().error.fields.name).toMatch(/^validation.tooLongMax\?max=\d+$/);
    const badProject = await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "p", space_id: "nope" } });
    expect(badProject.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/spaces", token: owner.token })).json().length).toBe(before);
  });

  it("refuses a line break or tab in a space or project name, with the single-line message, and changes nothing", async () => {
    const s = await createSpace(owner, "One line");
    const p = (await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "P", space_id: s.id } })).json();
    // (A CR is refused earlier, by the request-wide control character rule.)
    for (const bad of ["Lab\nB", "Lab\tB", "Lab\u2028B"]) {
      const tries = [
        await t.request({ method: "POST", url: "/api/spaces", token: owner.token, payload: { name: bad } }),
        await t.request({ method: "PUT", url: `/api/spaces/${s.id}`, token: owner.token, payload: { name: bad } }),
        await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: bad, space_id: s.id } }),
        await t.request({ method: "PUT", url: `/api/projects/${p.id}`, token: owner.token, payload: { name: bad } }),
      ];
      for (const res of tries) {
        expect(res.statusCode, `${JSON.stringify(bad)} ${res.body}`).toBe(400);
        expect(res.json().error.fields.name).toBe("validation.singleLine");
      }
    }
    expect((await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: owner.token })).json()).toMatchObject({ name: "One line", projects: [{ name: "P" }] });
  });

  it("deleting a space takes its projects and memberships with it", async () => {
    const s = await createSpace(owner);
    const p = (await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "P", space_id: s.id } })).json();
    expect((await t.request({ method: "DELETE", url: `/api/spaces/${s.id}`, token: owner.token })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(projects).where(eq(projects.id, p.id))).toEqual([]);
    expect(await t.ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, p.id))).toEqual([]);
    expect((await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: owner.token })).statusCode).toBe(404);
  });
});

describe("invitations", () => {
  it("lists pending invitations newest first and, made at the same moment (a CSV), by address", async () => {
    const s = await createSpace(owner, "Many invited");
    // One statement, one created_at, inserted in no order: as a bulk import writes them.
    const emails = Array.from({ length: 1000 }, (_, i) => `bulk${String(i).padStart(4, "0")}@example.com`);
    const shuffled = [...emails].sort((a, b) => (a.split("").reverse().join("") < b.split("").reverse().join("") ? -1 : 1));
    await t.ctx.db.insert(spaceInvitations).values(shuffled.map((email) => ({ spaceId: s.id, email, role: "member" as const, invitedBy: owner.id })));
    const late = `late-${Date.now()}@example.com`;
    expect((await invite(s.id, owner, late)).statusCode).toBe(200);
    const members = (await t.request({ method: "GET", url: `/api/spaces/${s.id}/members`, token: owner.token })).json();
    expect(members.invitations.map((i: { email: string }) => i.email)).toEqual([late, ...emails]);
  });

  it("invites by e-mail; someone who signs up later sees it, accepts and becomes a member", async () => {
    const s = await createSpace(owner, "Catalysis");
    const email = `later-${Date.now()}@example.com`;
    const res = await invite(s.id, owner, email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email, role: "member" });
    const [mail] = mailsTo(email);
    expect(mail!.subject).toContain("Catalysis");
    // no account yet: the link opens sign-up with the address filled in
    expect(mail!.text).toContain(`${t.config.appUrl}/signup?email=${encodeURIComponent(email)}&redirectUrl=%2Fspaces`);
    expect(mail!.text).toContain("Olive Owner invited you");
    expect(mail!.text).toContain("スペース「Catalysis」");
    // An invitation shows only once the address is confirmed: the mail says so, not "waiting for you".
    expect(mail!.text).toContain("open the link in the confirmation e-mail we send you: the invitation shows once your address is confirmed.");
    expect(mail!.text).toContain("届く確認メールのリンクを開いてメールアドレスを確認してください。招待はメールアドレスの確認後に表示されます。");
    expect(mail!.text).not.toContain("waiting");

    const members = (await t.request({ method: "GET", url: `/api/spaces/${s.id}/members`, token: owner.token })).json();
    expect(members.invitations.map((i: { email: string }) => i.email)).toEqual([email]);
    expect(members.members.map((m: { email: string }) => m.email)).toEqual([owner.email]);

    const later = await t.signUp({ email, fullName: "Late Comer" });
    const mine = (await t.request({ method: "GET", url: "/api/invitations", token: later.token })).json();
    expect(mine).toMatchObject([{ spaceId: s.id, spaceTitle: "Catalysis", role: "member", invitedBy: "Olive Owner" }]);
    // Nobody else can accept it.
    const stranger = await t.signUp();
    expect((await t.request({ method: "POST", url: `/api/invitations/${mine[0].id}/accept`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: "POST", url: `/api/invitations/${mine[0].id}/accept`, token: later.token })).json()).toEqual({ spaceId: s.id });

    const after = (await t.request({ method: "GET", url: `/api/spaces/${s.id}/members`, token: later.token })).json();
    expect(after.members).toContainEqual({ userId: later.id, email, fullName: "Late Comer", role: "member" });
    expect(after.invitations).toEqual([]); // members do not see others' pending addresses
    expect((await t.request({ method: "GET", url: "/api/invitations", token: later.token })).json()).toEqual([]);
  });

  it("takes addresses typed in full width (a Japanese IME) and keeps their ASCII form: sign-up, login, invitation, bulk", async () => {
    // ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ: every printable ASCII character has a full-width twin 0xFEE0 above it.
    const fullWidth = (ascii: string) => ascii.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const ascii = `fw-${Date.now()}@example.com`;
    const u = await t.signUp({ email: ` ${fullWidth(ascii)} ` });
    const me = (await t.request({ method: "GET", url: "/api/account/me", token: u.token })).json();
    expect(me.user?.email ?? me.email).toBe(ascii);
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: fullWidth(ascii), password: u.password } });
    expect(login.statusCode, login.body).toBe(200);

    const s = await createSpace(owner, "Full width");
    const invited = `fw-inv-${Date.now()}@example.com`;
    const res = await invite(s.id, owner, fullWidth(invited));
    expect(res.statusCode, res.body).toBe(200);
    const bulkInvited = `fw-bulk-${Date.now()}@example.com`;
    const bulk = await t.request({ method: "POST", url: `/api/spaces/${s.id}/invitations/bulk`, token: owner.token, ...multipartCsv(`email,role\n${fullWidth(bulkInvited)},member\n`) });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().rows).toMatchObject([{ row: 2, email: bulkInvited, status: "invited" }]);
    const stored = await t.ctx.db.select({ email: spaceInvitations.email }).from(spaceInvitations).where(eq(spaceInvitations.spaceId, s.id));
    expect(stored.map((r) => r.email).sort()).toEqual([bulkInvited, invited].sort());
  });

  it("the mail to an account whose address is not confirmed yet says the invitation shows once it is", async () => {
    const s = await createSpace(owner, "Unconfirmed");
    const u = await t.signUp({ verified: false });
    expect((await invite(s.id, owner, u.email)).statusCode).toBe(200);
    const [mail] = mailsTo(u.email).filter((m) => m.subject.includes("Unconfirmed"));
    expect(mail!.text).toContain(`${t.config.appUrl}/spaces\n`);
    expect(mail!.text).toContain(`The invitation shows once this e-mail address (${u.email}) is confirmed`);
    expect(mail!.text).toContain(`招待は、このメールアドレス（${u.email}）の確認後に表示されます。`);
  });

  it("refuses inviting a member (already_member) or inviting twice (already_invited)", async () => {
    const s = await createSpace(owner);
    const member = await t.signUp();
    const existing = await t.signUp();
    expect((await invite(s.id, owner, existing.email)).statusCode).toBe(200);
    expect(mailsTo(existing.email)[0]!.text).toContain(`${t.config.appUrl}/spaces\n`);
    expect(mailsTo(existing.email)[0]!.text).not.toContain("confirm");
    await memberOf(s.id, member);
    const again = await invite(s.id, owner, member.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_member");
    expect((await invite(s.id, owner, owner.email)).json().error.code).toBe("already_member");
    expect((await invite(s.id, owner, "twice@example.com")).statusCode).toBe(200);
    const twice = await invite(s.id, owner, "Twice@Example.com");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("already_invited");
    expect((await invite(s.id, owner, "bad-address")).json().error.fields.email).toBe("validation.validEmail");
    expect((await invite(s.id, owner, "x@example.com", "admin")).statusCode).toBe(400);
  });

  it("declines and cancels", async () => {
    const s = await createSpace(owner);
    const u = await t.signUp();
    await invite(s.id, owner, u.email);
    const [inv] = (await t.request({ method: "GET", url: "/api/invitations", token: u.token })).json();
    expect((await t.request({ method: "POST", url: `/api/invitations/${inv.id}/decline`, token: u.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: u.token })).statusCode).toBe(404);
    const r2 = (await invite(s.id, owner, u.email)).json();
    expect((await t.request({ method: "DELETE", url: `/api/spaces/${s.id}/invitations/${r2.id}`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/invitations", token: u.token })).json()).toEqual([]);
  });

  it("an owner invitation makes an owner", async () => {
    const s = await createSpace(owner);
    const u = await t.signUp();
    await invite(s.id, owner, u.email, "owner");
    await acceptAll(u);
    expect((await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: u.token })).json().role).toBe("owner");
  });
});

describe("member roles, removal and leaving", () => {
  it("changes a role; the last owner can neither be demoted nor leave", async () => {
    const s = await createSpace(owner);
    const u = await t.signUp();
    await memberOf(s.id, u);
    const demoteSelf = await t.request({ method: "PUT", url: `/api/spaces/${s.id}/members/${owner.id}`, token: owner.token, payload: { role: "member" } });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error).toMatchObject({ code: "last_owner", details: { scope: "space" } });
    expect((await t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: owner.token })).json().error.code).toBe("last_owner");
    expect((await t.request({ method: "PUT", url: `/api/spaces/${s.id}/members/${u.id}`, token: owner.token, payload: { role: "owner" } })).statusCode).toBe(200);
    // Now two owners: the first may step down and leave.
    expect((await t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: owner.token })).statusCode).toBe(404);
    expect((await t.request({ method: "PUT", url: `/api/spaces/${s.id}/members/nobody`, token: u.token, payload: { role: "owner" } })).statusCode).toBe(404);
  });

  it("leaving a space removes my project memberships in it", async () => {
    const s = await createSpace(owner);
    const u = await t.signUp();
    await memberOf(s.id, u);
    const p = (await t.request({ method: "POST", url: "/api/projects", token: u.token, payload: { name: "Mine", space_id: s.id } })).json();
    await t.request({ method: "POST", url: `/api/projects/${p.id}/members`, token: u.token, payload: { userId: owner.id, role: "owner" } });
    expect((await t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: u.token })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(projectMembers).where(eq(projectMembers.userId, u.id))).toEqual([]);
    expect((await t.request({ method: "GET", url: `/api/projects/${p.id}`, token: u.token })).statusCode).toBe(404);
  });
});

describe("the last project owner (spec §6) stays when they would go with the space", () => {
  it("refuses leaving the space, or being removed from it, while the only owner of a project in it; fine once it has another owner", async () => {
    const s = await createSpace(owner);
    const u = await t.signUp();
    await memberOf(s.id, u);
    const p = (await t.request({ method: "POST", url: "/api/projects", token: u.token, payload: { name: "Thesis", space_id: s.id } })).json();
    for (const res of [
      await t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: u.token }),
      await t.request({ method: "DELETE", url: `/api/spaces/${s.id}/members/${u.id}`, token: u.token }),
      await t.request({ method: "DELETE", url: `/api/spaces/${s.id}/members/${u.id}`, token: owner.token }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: "last_owner", message: "You cannot remove the last Project Owner of a project.", details: { scope: "project", projects: ["Thesis"] } });
    }
    expect(await t.ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, p.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(spaceMembers).where(eq(spaceMembers.userId, u.id))).toHaveLength(1);

    await t.request({ method: "POST", url: `/api/projects/${p.id}/members`, token: u.token, payload: { userId: owner.id, role: "owner" } });
    expect((await t.request({ method: "DELETE", url: `/api/spaces/${s.id}/members/${u.id}`, token: owner.token })).statusCode).toBe(200);
  });
});

describe("bulk invite (CSV email,role)", () => {
  const bulk = (spaceId: string, body: string | Uint8Array, raw = false) =>
    raw
      ? t.request({ method: "POST", url: `/api/spaces/${spaceId}/invitations/bulk`, token: owner.token, payload: Buffer.from(body), headers: { "content-type": "text/csv" } })
      : t.request({ method: "POST", url: `/api/spaces/${spaceId}/invitations/bulk`, token: owner.token, ...multipartCsv(body) });

  it("reports every row: one invited, a duplicate and an invalid row failed", async () => {
    const s = await createSpace(owner, "Bulk Lab");
    const member = await t.signUp();
    await memberOf(s.id, member);
    const csv = `\uFEFFemail,role\ngood-${Date.now()}@example.com,member\n${member.email},member\nnot-an-email,member\n`;
    const res = await bulk(s.id, csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ succeeded: 1, failed: 2 });
    expect(body.rows).toMatchObject([
      { row: 2, status: "invited" },
      { row: 3, email: member.email, status: "failed", reason: "already_member" },
      { row: 4, email: "not-an-email", status: "failed", reason: "invalid_email" },
    ]);
    // Bulk mails go out after the answer.
    await expect.poll(() => mailsTo(body.rows[0].email).length, { timeout: 10_000 }).toBe(1);
  });

  it("defaults the role, knows duplicates within the file, bad roles and pending invitations; accepts a raw text/csv body", async () => {
    const s = await createSpace(owner);
    await invite(s.id, owner, "pending@example.com");
    const csv = "Email\na1@example.com\nA1@example.com\n\npending@example.com\n";
    const raw = await bulk(s.id, csv, true);
    expect(raw.statusCode, raw.body).toBe(200);
    const res = raw.json();
    expect(res.rows).toEqual([
      { row: 2, email: "a1@example.com", status: "invited" },
      { row: 3, email: "A1@example.com", status: "failed", reason: "duplicate_row" },
      { row: 5, email: "pending@example.com", status: "failed", reason: "already_invited" },
    ]);
    const roles = (await bulk(s.id, "email,role\nb1@example.com,OWNER\nb2@example.com,admin\n")).json();
    expect(roles.rows.map((r: { reason?: string; status: string }) => r.reason ?? r.status)).toEqual(["invited", "invalid_role"]);
    const inv = await t.ctx.db.select().from(spaceInvitations).where(eq(spaceInvitations.spaceId, s.id));
    expect(inv.find((i) => i.email === "b1@example.com")?.role).toBe("owner");
    expect(inv.find((i) => i.email === "a1@example.com")?.role).toBe("member");
  });

  it.each([
    ["no email column", "name,role\nAda,member\n", { problem: "missing_column", column: "email" }],
    ["binary", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0xff, 0xfe]), { problem: "not_utf8" }],
    ["text with a NUL", "email\na@example.com\u0000\n", { problem: "not_text" }],
    // "email,名前\n…,山田" as Excel's Japanese "CSV" saves it.
    ["Shift_JIS", Buffer.concat([Buffer.from("email,"), Buffer.from([0x96, 0xbc, 0x91, 0x4f]), Buffer.from("\nyamada@example.com,"), Buffer.from([0x8e, 0x52, 0x93, 0x63])]), { problem: "not_utf8" }],
    ["broken quotes", 'email,role\n"a@example.com,member\nb@example.com,member\n', { problem: "syntax", row: expect.any(Number) }],
    ["empty", "", { problem: "missing_column" }],
    ["header only", "email,role\n", { problem: "no_rows" }],
    ["too many rows", "email\n" + Array.from({ length: 1001 }, (_, i) => `r${i}@example.com`).join("\n"), { problem: "too_many_rows", max: 1000 }],
  ])("a broken file (%s) is refused with bulk_invite_failed, says why in details and invites nobody", async (_why, body, details) => {
    const s = await createSpace(owner);
    const res = await bulk(s.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bulk_invite_failed");
    expect(res.json().error.message).toMatch(/^Failed to bulk invite space members\./);
    expect(res.json().error.details).toMatchObject(details);
    expect(await t.ctx.db.select().from(spaceInvitations).where(eq(spaceInvitations.spaceId, s.id))).toEqual([]);
  });

  it("takes 1,000 rows", async () => {
    const s = await createSpace(owner);
    const res = await bulk(s.id, "email,role\n" + Array.from({ length: 1000 }, (_, i) => `k${i}@example.com,member`).join("\n"));
    expect(res.json()).toMatchObject({ succeeded: 1000, failed: 0 });
  }, 60_000);
});

describe("concurrency: two owners removing each other", () => {
  it("never leaves a space without an owner", async () => {
    for (let round = 0; round < 3; round++) {
      const s = await createSpace(owner);
      const other = await t.signUp();
      await memberOf(s.id, other, "owner");
      const [a, b] = await Promise.all([
        t.request({ method: "DELETE", url: `/api/spaces/${s.id}/members/${other.id}`, token: owner.token }),
        t.request({ method: "DELETE", url: `/api/spaces/${s.id}/members/${owner.id}`, token: other.token }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      // The second, once it gets the lock, finds its caller gone (404) — never both 200.
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const owners = await t.ctx.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, s.id));
      expect(owners.filter((m) => m.role === "owner")).toHaveLength(1);
    }
  });

  it("never leaves a space without an owner when both leave at once", async () => {
    const s = await createSpace(owner);
    const other = await t.signUp();
    await memberOf(s.id, other, "owner");
    const res = await Promise.all([
      t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: owner.token }),
      t.request({ method: "POST", url: `/api/spaces/${s.id}/leave`, token: other.token }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await t.ctx.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, s.id))).filter((m) => m.role === "owner")).toHaveLength(1);
    expect((await t.ctx.db.select().from(spaces).where(eq(spaces.id, s.id))).length).toBe(1);
  });
});

describe("GET /api/spaces/:id with 1,000 projects", () => {
  it("runs the same number of queries as with one project (no N+1)", async () => {
    const s = await createSpace(owner);
    const countSpaceQueries = async () => {
      const { n, result: res } = await countQueries(() => t.request({ method: "GET", url: `/api/spaces/${s.id}`, token: owner.token }));
      return { n, res };
    };
    await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "P0", space_id: s.id } });
    const one = await countSpaceQueries();
    expect(one.res.json().projects).toHaveLength(1);
    const rows = Array.from({ length: 999 }, (_, i) => ({ spaceId: s.id, title: `P${i + 1}`, createdBy: owner.id }));
    const inserted = await t.ctx.db.insert(projects).values(rows).returning({ id: projects.id });
    await t.ctx.db.insert(projectMembers).values(inserted.map((p) => ({ projectId: p.id, userId: owner.id, role: "owner" as const })));
    const started = performance.now();
    const many = await countSpaceQueries();
    const ms = performance.now() - started;
    expect(many.res.json().projects).toHaveLength(1000);
    expect(many.n).toBe(one.n);
    console.log(`GET /api/spaces/:id with 1000 projects: ${many.n} queries, ${ms.toFixed(0)} ms`);
  });
});

describe("demo seeder", () => {
  it("gives the demo user a bilingual lab space with two projects they own", async () => {
    const { seedDemoSpace } = await import("./seedDemoSpace");
    const demo = await t.signUp({ fullName: "Demo" });
    await seedDemoSpace(t.ctx, demo.id);
    const [space] = (await t.request({ method: "GET", url: "/api/spaces", token: demo.token })).json();
    expect(space).toMatchObject({ title: "Organic Synthesis Lab / 有機合成研究室", role: "owner", projectCount: 2 });
    const detail = (await t.request({ method: "GET", url: `/api/spaces/${space.id}`, token: demo.token })).json();
    expect(detail.projects.map((p: { role: string }) => p.role)).toEqual(["owner", "owner"]);
  });

  it("puts the demo's notes in the project the space page lists first", async () => {
    const { seedDemo, DEMO_EMAIL, DEMO_PASSWORD } = await import("../seed/seedDemo");
    await seedDemo(t.ctx);
    const login = await t.request({ method: "POST", url: "/api/account/login", payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const token = login.json().token as string;
    const [space] = (await t.request({ method: "GET", url: "/api/spaces", token })).json();
    const { projects: listed } = (await t.request({ method: "GET", url: `/api/spaces/${space.id}`, token })).json();
    const notesOf = async (id: string) => (await t.request({ method: "GET", url: `/api/projects/${id}/notes`, token })).json().items.length;
    expect(await notesOf(listed[0].id)).toBe(3);
    expect(await notesOf(listed[1].id)).toBe(0);
  });
});

const invitation = { to: "a@example.com", spaceTitle: "Lab", inviterName: "Olive", role: "member" as const, appUrl: "http://localhost" };

describe("sendInvitationMails", () => {
  it("never rejects when the database fails while it looks up the addresses: it logs and sends nothing", async () => {
    const send = vi.fn();
    const db = {
      select: () => {
        throw new Error("connection terminated");
      },
    };
    const warn = vi.fn();
    await expect(sendInvitationMails({ db, mailer: { send } } as never, { warn }, [invitation])).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ count: 1 }), "invitation mails not sent");
  });
});
