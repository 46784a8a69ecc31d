import type { FastifyInstance, FastifyBaseLogger, FastifyRequest } from "fastify";
import { route } from "../http/route";
import { orderFlowEndpoints } from "@eln/shared/inventory";
import { and, asc, desc, eq } from "drizzle-orm";
import { can, type SpaceRole } from "@eln/shared";
import { allowedMoves, type OrderStatus } from "@eln/shared/inventory";
import { orderNumber } from "@eln/shared/shop";
import type { Db, DbOrTx, Tx } from "../db/client";
import type { AppContext, SessionUser } from "../http/context";
import { authenticate } from "../http/authenticate";
import { AppError, notFound } from "../http/AppError";
import { authorizeSpace, loadSpaceAccess, spaceTransaction, authorizeSpaceRequest } from "../spaces";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { spaceMembers, spaces } from "../spaces/schema";
import { orders } from "../shop/schema";
import { orderEvents, orderSpaces, spaceOrderSettings } from "./schema";
import { fieldError } from "./inventoryAccess";
import { orderStatusMail } from "./orderStatusMail";
import { fileOrderUnderSpace, moveOrder, receiveOrder, setApprovalThreshold } from "./orderFlowCommands";
import { receiveDraft } from "./receiveDraft";


/** The order with what the caller is to it; null (→ 404) for anyone but the orderer and members of its space. */
async function loadOrderFlow(db: DbOrTx, orderId: string, userId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, spaceId: orderSpaces.spaceId, spaceTitle: spaces.title, threshold: spaceOrderSettings.approvalThreshold, role: spaceMembers.role })
    .from(orders)
    .leftJoin(orderSpaces, eq(orderSpaces.orderId, orders.id))
    .leftJoin(spaces, eq(spaces.id, orderSpaces.spaceId))
    .leftJoin(spaceOrderSettings, eq(spaceOrderSettings.spaceId, orderSpaces.spaceId))
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, orderSpaces.spaceId), eq(spaceMembers.userId, userId)))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const isOrderer = row.order.userId === userId;
  const spaceRole = (row.role as SpaceRole | null) ?? null;
  if (!isOrderer && !spaceRole) return null;
  const threshold = row.threshold ?? null;
  const approvalRequired = threshold !== null && row.order.total > threshold;
  return { ...row, isOrderer, spaceRole, threshold, approvalRequired, status: row.order.status as OrderStatus };
}
type Flow = NonNullable<Awaited<ReturnType<typeof loadOrderFlow>>>;

/** The moves the caller may make on the order now (the shared rule). */
const movesOf = (f: Flow) => allowedMoves(f.status, { isOrderer: f.isOrderer, spaceRole: f.spaceRole }, f.approvalRequired);

async function present(db: DbOrTx, f: Flow, userId: string) {
  const timeline = await db
    .select({ status: orderEvents.status, userId: orderEvents.userId, name: user.name, comment: orderEvents.comment, at: orderEvents.createdAt })
    .from(orderEvents)
    .leftJoin(user, eq(user.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, f.order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  // Orders placed before this feature have no "placed" event: the order's own date stands in.
  const placedBy = async () => (await db.select({ name: user.name }).from(user).where(eq(user.id, f.order.userId)).limit(1))[0]?.name ?? null;
  const events = timeline.length && timeline[0].status === "placed" ? timeline : [{ status: "placed", userId: f.order.userId, name: await placedBy(), comment: null, at: f.order.createdAt }, ...timeline];
  const moves = movesOf(f);
  const allowed = moves.filter((s) => s !== "received");
  const mySpaces = f.isOrderer && f.status === "placed"
    ? await db.select({ id: spaces.id, title: spaces.title }).from(spaces).innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId))).orderBy(asc(spaces.title))
    : [];
  return {
    status: f.status,
    space: f.spaceId ? { id: f.spaceId, title: f.spaceTitle ?? "" } : null,
    approvalThreshold: f.threshold,
    approvalRequired: f.approvalRequired,
    timeline: events.map((e) => ({ status: e.status as OrderStatus, by: e.userId ? { id: e.userId, name: e.name ?? "" } : null, comment: e.comment, at: new Date(e.at).toISOString() })),
    allowed,
    canReceive: !!f.spaceId && moves.includes("received"),
    isOrderer: f.isOrderer,
    spaces: mySpaces,
  };
}

async function mailOrderer(ctx: AppContext, log: FastifyBaseLogger, orderId: string, to: OrderStatus, byName: string, comment: string | null) {
  try {
    const [o] = await ctx.db.select({ seq: orders.seq, email: user.email, name: user.name }).from(orders).innerJoin(user, eq(user.id, orders.userId)).where(eq(orders.id, orderId));
    if (o) await ctx.mailer.send(orderStatusMail({ to: o.email, name: o.name, number: orderNumber(o.seq), orderId, status: to, byName, comment, appUrl: ctx.config.appUrl }));
  } catch (err) {
    // The move stands even when mail is down; the order page shows the timeline.
    log.error({ err, orderId }, "order status mail failed");
  }
}

/**
 * An order's write: authenticate → in one transaction, the order with what the caller is to it
 * (404 for anyone else) → run the checks and the command → the flow as it is after.
 */
async function orderFlowTransaction(req: FastifyRequest, orderId: string, run: (tx: Tx, f: Flow, me: SessionUser) => Promise<void>) {
  const me = await authenticate(req);
  return req.server.ctx.db.transaction(async (tx) => {
    const f = await loadOrderFlow(tx, orderId, me.id);
    if (!f) throw notFound();
    await run(tx, f, me);
    return present(tx, (await loadOrderFlow(tx, f.order.id, me.id))!, me.id);
  });
}

export async function orderFlowRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, orderFlowEndpoints.flow, async (req) => {
    const u = await authenticate(req);
    const f = await loadOrderFlow(db, req.params.id, u.id);
    if (!f) throw notFound();
    return present(db, f, u.id);
  });

  // The orderer files a placed order under one of their spaces.
  route(app, orderFlowEndpoints.setSpace, async (req) => {
    return orderFlowTransaction(req, req.params.id, async (tx, f, me) => {
      if (!f.isOrderer || f.status !== "placed") throw new AppError("forbidden", "Only the orderer may file a placed order.");
      const access = await loadSpaceAccess(tx as unknown as Db, req.body.spaceId, me.id);
      if (!access) throw fieldError({ spaceId: "validation.invalidChoice" });
      await fileOrderUnderSpace(tx, f.order.id, access.space.id);
    });
  });

  // The orderer's mail names the mover from their session (read once per request, so no second query).
  route(app, orderFlowEndpoints.changeStatus, async (req) => {
    const me = await authenticate(req);
    const to = req.body.status;
    const answer = await orderFlowTransaction(req, req.params.id, async (tx, f) => {
      if (to === "received") throw fieldError({ status: "validation.invalidChoice" }); // through the receive form, which shelves the containers
      if (!movesOf(f).includes(to)) {
        throw new AppError("forbidden", `This order cannot be moved from ${f.status} to ${to} by you.`, { details: { from: f.status, to } });
      }
      await moveOrder(tx, f.order, to, me.id, req.body.comment ?? null);
    });
    await mailOrderer(app.ctx, req.log, req.params.id, to, me.name, req.body.comment ?? null);
    return answer;
  });

  // What the receive form starts from: for those who may receive it now (anyone else gets 404).
  route(app, orderFlowEndpoints.receiveDraft, async (req) => {
    const u = await authenticate(req);
    const f = await loadOrderFlow(db, req.params.id, u.id);
    if (!f || !f.spaceId || !movesOf(f).includes("received")) throw notFound();
    return receiveDraft(db, f.order.id, f.spaceId);
  });

  // Receiving: the order becomes "received" and each line's containers are created in the chosen location.
  route(app, orderFlowEndpoints.receive, async (req) => {
    const me = await authenticate(req);
    const answer = await orderFlowTransaction(req, req.params.id, async (tx, f) => {
      if (!f.spaceId) throw fieldError({ spaceId: "validation.required" });
      if (!movesOf(f).includes("received")) {
        throw new AppError("forbidden", "This order cannot be received now.", { details: { from: f.status, to: "received" } });
      }
      const access = authorizeSpace(await loadSpaceAccess(tx as unknown as Db, f.spaceId, me.id), "material.write");
      await receiveOrder(tx, f.order, access.space.id, me.id, req.body);
    });
    await mailOrderer(app.ctx, req.log, req.params.id, "received", me.name, null);
    return answer;
  });

  // Orders filed under a space, newest first, with the moves the caller may make (owners approve here).
  route(app, orderFlowEndpoints.spaceOrders, async (req) => {
    const { me: u, access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const [settings] = await db.select().from(spaceOrderSettings).where(eq(spaceOrderSettings.spaceId, access.space.id));
    const threshold = settings?.approvalThreshold ?? null;
    const rows = await db
      .select({ id: orders.id, seq: orders.seq, status: orders.status, total: orders.total, userId: orders.userId, name: user.name, createdAt: orders.createdAt })
      .from(orderSpaces)
      .innerJoin(orders, eq(orders.id, orderSpaces.orderId))
      .innerJoin(user, eq(user.id, orders.userId))
      .where(eq(orderSpaces.spaceId, access.space.id))
      .orderBy(desc(orders.createdAt))
      .limit(100);
    const spaceRole = access.actor.spaceRole;
    return {
      items: rows.map((o) => {
        const approvalRequired = threshold !== null && o.total > threshold;
        return {
          id: o.id,
          number: orderNumber(o.seq),
          status: o.status as OrderStatus,
          total: o.total,
          orderer: { id: o.userId, name: o.name },
          createdAt: o.createdAt.toISOString(),
          approvalRequired,
          allowed: allowedMoves(o.status as OrderStatus, { isOrderer: o.userId === u.id, spaceRole }, approvalRequired).filter((x) => x !== "received"),
        };
      }),
    };
  });

  route(app, orderFlowEndpoints.settings, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const [row] = await db.select().from(spaceOrderSettings).where(eq(spaceOrderSettings.spaceId, access.space.id));
    return { approvalThreshold: row?.approvalThreshold ?? null, canEdit: can(access.actor, "space.update") };
  });

  route(app, orderFlowEndpoints.updateSettings, async (req) => {
    return spaceTransaction(req, req.params.spaceId, "space.update", async (tx, access) => {
      const v = req.body.approvalThreshold;
      await setApprovalThreshold(tx, access.space.id, v);
      return { approvalThreshold: v, canEdit: true };
    });
  });
}
