import { describe, expect, it } from "vitest";
import { buildWorld, Roles, type RoleName, type World, setUpTestApp, setUpWorld, signUpCast } from "../test/factories";
import { multipartCsv } from "../test/multipart";

// docs/design.md §3's permission table, walked row by row for every space and project
// endpoint. Each cell runs in a fresh world so writes never leak into the next.
const t = setUpTestApp();
const c = setUpWorld(t, signUpCast);

interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: (w: World) => string;
  payload?: (w: World) => unknown;
  multipart?: string;
}
type Expect = Record<RoleName, number>;
const row = (spaceOwner: number, spaceMember: number, projectOwner: number, editor: number, viewer: number, outsider: number): Expect => ({
  spaceOwner,
  spaceMember,
  projectOwner,
  editor,
  viewer,
  outsider,
});

const table: [string, Call, Expect][] = [
  // Space: everyone in it reads; only owners change it or its members.
  ["GET space", { method: "GET", url: (w) => `/api/spaces/${w.spaceId}` }, row(200, 200, 200, 200, 200, 404)],
  ["PUT space", { method: "PUT", url: (w) => `/api/spaces/${w.spaceId}`, payload: () => ({ name: "Renamed", description: "" }) }, row(200, 403, 403, 403, 403, 404)],
  ["DELETE space", { method: "DELETE", url: (w) => `/api/spaces/${w.spaceId}` }, row(200, 403, 403, 403, 403, 404)],
  ["GET space members", { method: "GET", url: (w) => `/api/spaces/${w.spaceId}/members` }, row(200, 200, 200, 200, 200, 404)],
  [
    "POST invitation",
    { method: "POST", url: (w) => `/api/spaces/${w.spaceId}/invitations`, payload: () => ({ email: `new-${Math.random()}@example.com`, role: "member" }) },
    row(200, 403, 403, 403, 403, 404),
  ],
  ["POST bulk invitation", { method: "POST", url: (w) => `/api/spaces/${w.spaceId}/invitations/bulk`, multipart: "email,role\nbulk@example.com,member\n" }, row(200, 403, 403, 403, 403, 404)],
  ["PUT space member role", { method: "PUT", url: (w) => `/api/spaces/${w.spaceId}/members/${c.target.id}`, payload: () => ({ role: "owner" }) }, row(200, 403, 403, 403, 403, 404)],
  ["DELETE space member", { method: "DELETE", url: (w) => `/api/spaces/${w.spaceId}/members/${c.target.id}` }, row(200, 403, 403, 403, 403, 404)],
  // The only space owner cannot leave (last owner), nor the only owner of a project in it (leaving
  // the space leaves the project: design §3 "unless last owner"); everyone else can.
  ["POST leave space", { method: "POST", url: (w) => `/api/spaces/${w.spaceId}/leave` }, row(409, 200, 409, 200, 200, 404)],
  // Projects: any space member creates one (and owns it).
  ["POST project", { method: "POST", url: () => "/api/projects", payload: (w) => ({ name: "New", description: "", space_id: w.spaceId }) }, row(200, 200, 200, 200, 200, 404)],
  // Space owners see every project; plain space members only where invited.
  ["GET project", { method: "GET", url: (w) => `/api/projects/${w.projectId}` }, row(200, 404, 200, 200, 200, 404)],
  ["PUT project", { method: "PUT", url: (w) => `/api/projects/${w.projectId}`, payload: () => ({ name: "Renamed", description: "d" }) }, row(200, 404, 200, 403, 403, 404)],
  ["DELETE project", { method: "DELETE", url: (w) => `/api/projects/${w.projectId}` }, row(200, 404, 200, 403, 403, 404)],
  ["GET project members", { method: "GET", url: (w) => `/api/projects/${w.projectId}/members` }, row(200, 404, 200, 200, 200, 404)],
  [
    "POST project member",
    { method: "POST", url: (w) => `/api/projects/${w.projectId}/members`, payload: () => ({ userId: c.spaceMember.id, role: "viewer" }) },
    row(200, 404, 200, 403, 403, 404),
  ],
  ["PUT project member role", { method: "PUT", url: (w) => `/api/projects/${w.projectId}/members/${c.target.id}`, payload: () => ({ role: "viewer" }) }, row(200, 404, 200, 403, 403, 404)],
  ["DELETE project member", { method: "DELETE", url: (w) => `/api/projects/${w.projectId}/members/${c.target.id}` }, row(200, 404, 200, 403, 403, 404)],
  // The space owner is not a project member here, so there is nothing to leave; the only project owner may not.
  ["POST leave project", { method: "POST", url: (w) => `/api/projects/${w.projectId}/leave` }, row(404, 404, 409, 200, 200, 404)],
];

describe.each(table)("%s", (_name, call, expected) => {
  it.each(Roles)("as %s", async (role) => {
    const w = await buildWorld(t, c);
    const mp = call.multipart !== undefined ? multipartCsv(call.multipart) : null;
    const res = await t.request({
      method: call.method,
      url: call.url(w),
      token: c[role].token,
      ...(mp ? { payload: mp.payload, headers: mp.headers } : call.payload ? { payload: call.payload(w) as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected[role]);
    if (expected[role] === 404) expect(res.json().error.code).toBe("not_found");
    if (expected[role] === 403) expect(res.json().error.code).toBe("forbidden");
    if (expected[role] === 409) expect(res.json().error.code).toBe("last_owner");
  });
});

describe("ids of other spaces", () => {
  const probes: [string, string, (w: World) => string][] = [
    ["GET", "space", (w) => `/api/spaces/${w.otherSpaceId}`],
    ["GET", "space members", (w) => `/api/spaces/${w.otherSpaceId}/members`],
    ["GET", "project", (w) => `/api/projects/${w.otherProjectId}`],
    ["GET", "project members", (w) => `/api/projects/${w.otherProjectId}/members`],
    ["DELETE", "project", (w) => `/api/projects/${w.otherProjectId}`],
    ["DELETE", "space", (w) => `/api/spaces/${w.otherSpaceId}`],
  ];
  it.each(probes)("%s %s answers 404 even to a space owner elsewhere", async (method, _what, url) => {
    const w = await buildWorld(t, c);
    const res = await t.request({ method: method as "GET", url: url(w), token: c.spaceOwner.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("a project in another space cannot be created, and malformed ids are 404", async () => {
    const w = await buildWorld(t, c);
    const res = await t.request({ method: "POST", url: "/api/projects", token: c.spaceOwner.token, payload: { name: "x", description: "", space_id: w.otherSpaceId } });
    expect(res.statusCode).toBe(404);
    for (const url of ["/api/spaces/not-a-uuid", "/api/projects/12345", "/api/spaces/00000000-0000-0000-0000-000000000000"]) {
      expect((await t.request({ method: "GET", url, token: c.spaceOwner.token })).statusCode).toBe(404);
    }
  });

  it("anonymous callers get 401", async () => {
    const w = await buildWorld(t, c);
    for (const url of ["/api/spaces", `/api/spaces/${w.spaceId}`, `/api/projects/${w.projectId}`]) {
      const res = await t.request({ method: "GET", url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("abilities follow the table", () => {
  it("space and project answers carry what the caller may do", async () => {
    const w = await buildWorld(t, c);
    const space = async (r: RoleName) => (await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}`, token: c[r].token })).json();
    const owner = await space("spaceOwner");
    expect(owner.abilities).toEqual({ "space.update": true, "space.delete": true, "space.manageMembers": true, "space.createProject": true, "space.audit": true, "space.trash": true });
    expect(owner.projects.map((p: { id: string }) => p.id)).toEqual([w.projectId]);
    const member = await space("spaceMember");
    expect(member.abilities).toEqual({ "space.update": false, "space.delete": false, "space.manageMembers": false, "space.createProject": true, "space.audit": false, "space.trash": false });
    expect(member.projects).toEqual([]);
    expect((await space("viewer")).projects).toMatchObject([{ id: w.projectId, role: "viewer", title: "Synthesis", name: "Synthesis", space_id: w.spaceId, memberCount: 4 }]);

    const project = async (r: RoleName) => (await t.request({ method: "GET", url: `/api/projects/${w.projectId}`, token: c[r].token })).json();
    const viewer = await project("viewer");
    expect(viewer).toMatchObject({ role: "viewer", spaceId: w.spaceId, spaceTitle: "Lab" });
    expect(viewer.abilities["note.create"]).toBe(false);
    expect(viewer.abilities["project.update"]).toBe(false);
    const editor = await project("editor");
    expect(editor.abilities["note.create"]).toBe(true);
    expect(editor.abilities["project.manageMembers"]).toBe(false);
    const po = await project("projectOwner");
    expect(po.abilities["project.delete"]).toBe(true);
    const so = await project("spaceOwner");
    expect(so.role).toBeNull();
    expect(so.abilities["project.manageMembers"]).toBe(true);
  });
});
