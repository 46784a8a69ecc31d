import { notes } from "../notes/schema";
import { projectMembers, projects } from "../projects/schema";
import { spaceMembers, spaces } from "../spaces/schema";
import type { TestApp, TestUser } from "../test/testApp";

export interface NoteWorld {
  noteId: string;
  projectId: string;
  owner: TestUser;
  editor: TestUser;
  viewer: TestUser;
  /** A member of the space who is not in the project. */
  spaceMember: TestUser;
  outsider: TestUser;
}

/** A space with a project and a note, and one user per role (DB factories, no other feature's routes). */
export async function buildNoteWorld(t: TestApp): Promise<NoteWorld> {
  const [owner, editor, viewer, spaceMember, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const db = t.ctx.db;
  const [space] = await db.insert(spaces).values({ title: "Lab", createdBy: owner.id }).returning();
  await db.insert(spaceMembers).values([
    { spaceId: space.id, userId: owner.id, role: "owner" },
    { spaceId: space.id, userId: editor.id, role: "member" },
    { spaceId: space.id, userId: viewer.id, role: "member" },
    { spaceId: space.id, userId: spaceMember.id, role: "member" },
  ]);
  const [project] = await db.insert(projects).values({ spaceId: space.id, title: "Project", createdBy: owner.id }).returning();
  await db.insert(projectMembers).values([
    { projectId: project.id, userId: editor.id, role: "editor" },
    { projectId: project.id, userId: viewer.id, role: "viewer" },
  ]);
  const [note] = await db.insert(notes).values({ projectId: project.id, title: "Note", createdBy: owner.id }).returning();
  return { noteId: note.id, projectId: project.id, owner, editor, viewer, spaceMember, outsider };
}

export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}

export function multipartBody(filename: string, type: string, bytes: Buffer) {
  const boundary = "----eln" + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
