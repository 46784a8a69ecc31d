import { describe, expect, it } from "vitest";
import { buildWorld, setUpTestApp, setUpWorld, signUpCast } from "../test/factories";

const t = setUpTestApp();
const c = setUpWorld(t, signUpCast);

const members = async (projectId: string, token: string) => (await t.request({ method: "GET", url: `/api/projects/${projectId}/members`, token })).json();

describe("project members", () => {
  it("are chosen from the space's members", async () => {
    const w = await buildWorld(t, c);
    const list = await members(w.projectId, c.projectOwner.token);
    expect(list.canManage).toBe(true);
    expect(list.members.map((m: { fullName: string; role: string }) => `${m.fullName}:${m.role}`).sort()).toEqual(
      ["editor:editor", "projectOwner:owner", "target:editor", "viewer:viewer"].sort(),
    );
    expect(list.candidates.map((m: { fullName: string }) => m.fullName).sort()).toEqual(["spaceMember", "spaceOwner"]);
    expect((await members(w.projectId, c.viewer.token)).candidates).toEqual([]);

    const outsider = await t.request({ method: "POST", url: `/api/projects/${w.projectId}/members`, token: c.projectOwner.token, payload: { userId: c.outsider.id, role: "viewer" } });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.code).toBe("not_space_member");
    const twice = await t.request({ method: "POST", url: `/api/projects/${w.projectId}/members`, token: c.projectOwner.token, payload: { userId: c.editor.id, role: "viewer" } });
    expect(twice.json().error.code).toBe("already_member");
    const bad = await t.request({ method: "POST", url: `/api/projects/${w.projectId}/members`, token: c.projectOwner.token, payload: { userId: c.spaceMember.id, role: "admin" } });
    expect(bad.statusCode).toBe(400);

    expect((await t.request({ method: "POST", url: `/api/projects/${w.projectId}/members`, token: c.projectOwner.token, payload: { userId: c.spaceMember.id, role: "viewer" } })).statusCode).toBe(200);
    const p = (await t.request({ method: "GET", url: `/api/projects/${w.projectId}`, token: c.spaceMember.token })).json();
    expect(p.role).toBe("viewer");
    expect(p.abilities["note.create"]).toBe(false);
  });

  it("the last project owner can be neither removed, demoted nor leave", async () => {
    const w = await buildWorld(t, c);
    const message = "You cannot remove the last Project Owner of a project.";
    const remove = await t.request({ method: "DELETE", url: `/api/projects/${w.projectId}/members/${c.projectOwner.id}`, token: c.spaceOwner.token });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toMatchObject({ code: "last_owner", message });
    const demote = await t.request({ method: "PUT", url: `/api/projects/${w.projectId}/members/${c.projectOwner.id}`, token: c.projectOwner.token, payload: { role: "editor" } });
    expect(demote.json().error.code).toBe("last_owner");
    expect((await t.request({ method: "POST", url: `/api/projects/${w.projectId}/leave`, token: c.projectOwner.token })).json().error.code).toBe("last_owner");

    // With a second owner, the first may step down.
    await t.request({ method: "PUT", url: `/api/projects/${w.projectId}/members/${c.editor.id}`, token: c.projectOwner.token, payload: { role: "owner" } });
    expect((await t.request({ method: "POST", url: `/api/projects/${w.projectId}/leave`, token: c.projectOwner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/projects/${w.projectId}`, token: c.projectOwner.token })).statusCode).toBe(404);
  });

  it("members can leave; the viewer's DELETE of themself is leaving", async () => {
    const w = await buildWorld(t, c);
    expect((await t.request({ method: "DELETE", url: `/api/projects/${w.projectId}/members/${c.viewer.id}`, token: c.viewer.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/projects/${w.projectId}`, token: c.viewer.token })).statusCode).toBe(404);
  });
});

describe("projects", () => {
  it("a space member who creates a project owns it; spec §7 DELETE removes it", async () => {
    const w = await buildWorld(t, c);
    const res = await t.request({ method: "POST", url: "/api/projects", token: c.spaceMember.token, payload: { name: "Grignard", description: "Mg", space_id: w.spaceId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Grignard", name: "Grignard", description: "Mg", space_id: w.spaceId, role: "owner" });
    const space = (await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}`, token: c.spaceMember.token })).json();
    expect(space.projects.map((p: { title: string }) => p.title)).toEqual(["Grignard"]);
    // Space owners see it without invitation.
    const forOwner = (await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}`, token: c.spaceOwner.token })).json();
    expect(forOwner.projects.map((p: { title: string }) => p.title).sort()).toEqual(["Grignard", "Synthesis"]);
    const list = (await t.request({ method: "GET", url: "/api/spaces", token: c.spaceMember.token })).json();
    expect(list.find((s: { id: string }) => s.id === w.spaceId).projectCount).toBe(1);

    const put = await t.request({ method: "PUT", url: `/api/projects/${res.json().id}`, token: c.spaceMember.token, payload: { name: "Grignard II", description: "" } });
    expect(put.json().project.title).toBe("Grignard II");
    expect((await t.request({ method: "DELETE", url: `/api/projects/${res.json().id}`, token: c.spaceMember.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/projects/${res.json().id}`, token: c.spaceMember.token })).statusCode).toBe(404);
  });
});
