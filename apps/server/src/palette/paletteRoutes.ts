import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { paletteEndpoints } from "@eln/shared/palette";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { actorOf } from "../access/access";
import { PaletteLimits } from "@eln/shared/palette";
import { normalizeSearchText } from "@eln/shared/search";
import { authenticate } from "../http/authenticate";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { materials } from "../materials/schema";
import { likePattern } from "../materials";

/** `%text%` for ILIKE with the user's % and _ taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function paletteRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, paletteEndpoints.find, async (req) => {
    const me = await authenticate(req);
    const q = req.query.q;
    const n = PaletteLimits.perGroup;
    const mySpaces = await db
      .select({ id: spaces.id, title: spaces.title, role: spaceMembers.role })
      .from(spaces)
      .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, me.id)))
      .orderBy(asc(spaces.title));
    if (!mySpaces.length) return { spaces: [], projects: [], notes: [], materials: [] };
    const spaceById = new Map(mySpaces.map((s) => [s.id, s]));
    // Which projects the caller may read, decided by the permission table (as search does).
    const projectRows = await db
      .select({ id: projects.id, title: projects.title, spaceId: projects.spaceId, role: projectMembers.role })
      .from(projects)
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, me.id)))
      .where(inArray(projects.spaceId, [...spaceById.keys()]));
    const readable = projectRows.filter((p) =>
      can(actorOf(spaceById.get(p.spaceId)!.role, p.role), "project.read"),
    );
    const projectById = new Map(readable.map((p) => [p.id, p]));
    // Search's fold (width, case, hiragana as katakana), here and in SQL (search_normalize).
    const match = (title: string) => !q || normalizeSearchText(title).includes(normalizeSearchText(q));

    const noteRows = readable.length
      ? await db
          .select({ id: notes.id, title: notes.title, projectId: notes.projectId })
          .from(notes)
          .where(and(inArray(notes.projectId, [...projectById.keys()]), q ? sql`search_normalize(${notes.title}) like ${contains(normalizeSearchText(q))}` : undefined))
          .orderBy(desc(notes.updatedAt))
          .limit(n)
      : [];
    const materialRows = await db
      .select({ id: materials.id, title: materials.name, spaceId: materials.spaceId })
      .from(materials)
      .where(and(inArray(materials.spaceId, [...spaceById.keys()]), q ? sql`${materials.searchText} like ${likePattern(q)}` : undefined))
      .orderBy(desc(materials.updatedAt))
      .limit(n);

    return {
      spaces: mySpaces.filter((s) => match(s.title)).slice(0, n).map((s) => ({ id: s.id, title: s.title, spaceId: s.id, context: "" })),
      projects: readable
        .filter((p) => match(p.title))
        .slice(0, n)
        .map((p) => ({ id: p.id, title: p.title, spaceId: p.spaceId, context: spaceById.get(p.spaceId)!.title })),
      notes: noteRows.map((x) => {
        const p = projectById.get(x.projectId)!;
        return { id: x.id, title: x.title, spaceId: p.spaceId, context: p.title };
      }),
      materials: materialRows.map((m) => ({ id: m.id, title: m.title, spaceId: m.spaceId!, context: spaceById.get(m.spaceId!)!.title })),
    };
  });
}
