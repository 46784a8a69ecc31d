import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { auditEndpoints } from "@eln/shared/audit";
import { and, asc, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import Papa from "papaparse";
import { AuditLimits, startOfDayIn, type AuditQuery } from "@eln/shared/audit";
import { authorizeSpaceRequest } from "../spaces";
import { auditEvents, type AuditRow } from "./schema";
import { verifyAuditChain } from "./verifyAuditChains";


function filters(chain: string, q: Omit<AuditQuery, "limit" | "before"> & { before?: number }): SQL {
  const conds: SQL[] = [eq(auditEvents.chain, chain)];
  if (q.kind) conds.push(eq(auditEvents.kind, q.kind));
  if (q.userId) conds.push(eq(auditEvents.actorId, q.userId));
  // The days are the reader's (the screen shows times in their zone).
  const tz = q.tz ?? "UTC";
  if (q.from) conds.push(gte(auditEvents.createdAt, startOfDayIn(q.from, tz)));
  if (q.to) conds.push(lt(auditEvents.createdAt, startOfDayIn(q.to, tz, 1)));
  if (q.before) conds.push(lt(auditEvents.seq, q.before));
  return and(...conds)!;
}

const present = (r: AuditRow) => ({
  seq: r.seq,
  kind: r.kind as never,
  actorId: r.actorId,
  actorName: r.actorName,
  targetType: r.targetType,
  targetId: r.targetId,
  data: r.data,
  createdAt: r.createdAt.toISOString(),
  hash: r.hash,
});

/** A space's audit trail: owners only (space.audit); newest first, filtered, exportable as CSV. */
export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, auditEndpoints.list, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.audit");
    const chain = access.space.id;
    const rows = await db.select().from(auditEvents).where(filters(chain, req.query)).orderBy(desc(auditEvents.seq)).limit(req.query.limit + 1);
    const more = rows.length > req.query.limit;
    const page = rows.slice(0, req.query.limit);
    const actors = await db
      .selectDistinct({ id: auditEvents.actorId, name: auditEvents.actorName })
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, chain), isNotNull(auditEvents.actorId)))
      .orderBy(asc(auditEvents.actorName))
      .limit(500);
    const byId = new Map(actors.map((a) => [a.id!, a.name ?? a.id!]));
    return {
      items: page.map(present),
      nextBefore: more ? page[page.length - 1].seq : null,
      actors: [...byId].map(([id, name]) => ({ id, name })),
    };
  });

  route(app, auditEndpoints.exportCsv, async (req, reply) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.audit");
    const rows = await db.select().from(auditEvents).where(filters(access.space.id, req.query)).orderBy(asc(auditEvents.seq)).limit(AuditLimits.csvMaxRows);
    // prev_hash and hash let an auditor re-check the chain from the file alone.
    const csv = Papa.unparse({
      fields: ["seq", "created_at", "kind", "actor_id", "actor_name", "target_type", "target_id", "data", "prev_hash", "hash"],
      data: rows.map((r) => [r.seq, r.createdAt.toISOString(), r.kind, r.actorId ?? "", r.actorName ?? "", r.targetType ?? "", r.targetId ?? "", JSON.stringify(r.data), r.prevHash, r.hash]),
    }, { escapeFormulae: true });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="audit-${access.space.id}.csv"`)
      .send(`\uFEFF${csv}\r\n`);
  });

  route(app, auditEndpoints.verify, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.audit");
    const report = await verifyAuditChain(db, access.space.id);
    return { ok: !report.broken, events: report.events, brokenAt: report.broken ? { seq: report.broken.seq, reason: report.broken.reason } : null };
  });
}
