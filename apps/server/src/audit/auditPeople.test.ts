import { describe, expect, it } from "vitest";
import type { AuditEvent, AuditPage } from "@eln/shared/audit";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";
import { verifyAuditChain } from "./verifyAuditChains";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const latest = async (kind: string): Promise<AuditEvent> => {
  const res = await t.request({ method: "GET", url: `/api/spaces/${r.space.id}/audit?kind=${kind}`, token: r.owner.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditPage).items[0];
};
const ok = async (method: "POST" | "PUT" | "GET", url: string, payload?: object) => {
  const res = await t.request({ method, url, token: r.owner.token, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

describe("audit events name the other person", () => {
  it("a member added, changed or removed, and the witness asked, are stored with their id and name", async () => {
    await ok("POST", `/api/projects/${r.project.id}/members`, { userId: r.member.id, role: "editor" });
    expect(await latest("project.memberAdded")).toMatchObject({ actorId: r.owner.id, targetId: r.member.id, data: { role: "editor", person: { id: r.member.id, name: "Mia Member" } } });
    await ok("PUT", `/api/projects/${r.project.id}/members/${r.member.id}`, { role: "viewer" });
    expect((await latest("project.memberRoleChanged")).data).toMatchObject({ role: "viewer", person: { id: r.member.id, name: "Mia Member" } });

    const note = (await ok("POST", `/api/projects/${r.project.id}/notes`, { title: "Witness me" })).json() as { id: string };
    await ok("POST", `/api/notes/${note.id}/witness-requests`, { witnessId: r.viewer.id });
    expect(await latest("note.witnessRequested")).toMatchObject({ actorId: r.owner.id, data: { witnessId: r.viewer.id, person: { id: r.viewer.id, name: "Vera Viewer" } } });
    // The names are part of the hashed events: the chain still verifies.
    expect((await verifyAuditChain(t.ctx.db, r.space.id)).broken).toBeFalsy();
  });

  it("a .eln export of a project or a note is in the trail, as a PDF download is", async () => {
    const note = (await ok("POST", `/api/projects/${r.project.id}/notes`, { title: "Exported" })).json() as { id: string };
    const project = await ok("GET", `/api/projects/${r.project.id}/export.eln`);
    expect(project.headers["content-type"]).toContain("application/vnd.eln+zip");
    expect(await latest("project.exported")).toMatchObject({ actorId: r.owner.id, targetType: "project", targetId: r.project.id, data: { format: "eln" } });
    await ok("GET", `/api/notes/${note.id}/export.eln`);
    expect(await latest("note.exported")).toMatchObject({ actorId: r.owner.id, targetId: note.id, data: { format: "eln", title: "Exported" } });
    // Asking for a download link checks access only; following it is the export.
    const link = (await ok("POST", `/api/projects/${r.project.id}/export-link`)).json() as { url: string };
    const before = (await latest("project.exported")).seq;
    expect((await latest("project.exported")).seq).toBe(before);
    const res = await t.request({ method: "GET", url: link.url });
    expect(res.statusCode).toBe(200);
    expect((await latest("project.exported")).seq).toBeGreaterThan(before);
  });
});
