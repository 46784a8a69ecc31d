import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../accounts/schema";
import { addSpaceMember, buildProjectIn, buildSpace, buildUser, setUpTestApp } from "../test/factories";

// The read cache is off under tests (they write rows straight into tables); this file turns it on.
const MAX_AGE = 600;
const t = setUpTestApp({ readCacheMs: MAX_AGE });

const titles = (res: { json(): unknown }) => (res.json() as { projects: { title: string }[] }).projects.map((p) => p.title).sort();

describe("read cache of the busiest reads", () => {
  it("answers a repeated read from memory for at most its age, and a change made elsewhere shows after it", async () => {
    const owner = await buildUser(t);
    const space = await buildSpace(t, owner);
    await buildProjectIn(t, space.id, owner, "First");
    const url = `/api/spaces/${space.id}`;
    expect(titles(await t.request({ url, token: owner.token }))).toEqual(["First"]);
    // Another process writes (rows straight into the table): the recent answer is still served...
    await buildProjectIn(t, space.id, owner, "Second");
    expect(titles(await t.request({ url, token: owner.token }))).toEqual(["First"]);
    // ...but never for longer than its age.
    await sleep(MAX_AGE + 50);
    expect(titles(await t.request({ url, token: owner.token }))).toEqual(["First", "Second"]);
  });

  it("a write through the API clears it at once: the writer reads their own change", async () => {
    const owner = await buildUser(t);
    const space = await buildSpace(t, owner);
    const url = `/api/spaces/${space.id}`;
    await t.request({ url, token: owner.token });
    const created = await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "Made now", description: "", space_id: space.id } });
    expect(created.statusCode).toBeLessThan(300);
    expect(titles(await t.request({ url, token: owner.token }))).toEqual(["Made now"]);
  });

  it("answers each token only what that token was answered", async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t);
    const space = await buildSpace(t, owner);
    await addSpaceMember(t, space.id, member);
    const url = `/api/spaces/${space.id}`;
    const mine = (await t.request({ url, token: owner.token })).json() as { role: string };
    const theirs = (await t.request({ url, token: member.token })).json() as { role: string };
    expect([mine.role, theirs.role]).toEqual(["owner", "member"]);
    const outsider = await buildUser(t);
    expect((await t.request({ url, token: outsider.token })).statusCode).toBe(404);
    expect((await t.request({ url })).statusCode).toBe(401);
  });

  it("a session ended outside this process is refused within the cache's age", async () => {
    const owner = await buildUser(t);
    const space = await buildSpace(t, owner);
    const url = `/api/spaces/${space.id}`;
    expect((await t.request({ url, token: owner.token })).statusCode).toBe(200);
    await t.ctx.db.delete(session).where(eq(session.userId, owner.id));
    await sleep(MAX_AGE + 50);
    expect((await t.request({ url, token: owner.token })).statusCode).toBe(401);
  });
});
