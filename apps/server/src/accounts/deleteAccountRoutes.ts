import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { deleteAccountSchema, RECENT_LOGIN_SECONDS } from "@eln/shared";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { account, user } from "./schema";
import { spaceMembers, spaces } from "../spaces/schema";

/**
 * Deleting one's own account (spec §7 "delete", §8 requires-recent-login): allowed within
 * RECENT_LOGIN_SECONDS of signing in, or with the password again.
 */
export async function deleteAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = app.ctx;

  r.delete(
    "/api/account",
    {
      schema: {
        tags: ["account"],
        summary: "Delete the signed-in account",
        description: `Needs a sign-in within ${RECENT_LOGIN_SECONDS / 60} minutes or \`password\`; otherwise 403 requires_recent_login.`,
        body: deleteAccountSchema.nullish(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const me = await authenticate(req);
      const headers = new Headers({ authorization: `Bearer ${req.sessionToken}` });
      const current = await auth.api.getSession({ headers });
      const signedInAt = current ? new Date(current.session.createdAt).getTime() : 0;
      const recent = Date.now() - signedInAt < RECENT_LOGIN_SECONDS * 1000;
      const password = req.body?.password;
      if (!recent) {
        if (!password) throw new AppError("requires_recent_login", "For your security, please log in again before doing this.");
        const [cred] = await db
          .select({ hash: account.password })
          .from(account)
          .where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
        const ctx = await auth.$context;
        if (!cred?.hash) throw new AppError("requires_recent_login", "For your security, please log in again before doing this.");
        if (!(await ctx.password.verify({ hash: cred.hash, password }))) throw new AppError("invalid_credentials", "Invalid email or password.");
      }
      await db.transaction(async (tx) => {
        // Spaces this user owns alone: refuse when others depend on them, delete when no one else is in them.
        const owned = await tx
          .select({ spaceId: spaceMembers.spaceId })
          .from(spaceMembers)
          .where(and(eq(spaceMembers.userId, me.id), eq(spaceMembers.role, "owner")));
        const ids = owned.map((o) => o.spaceId);
        if (ids.length) {
          const others = await tx
            .select({ spaceId: spaceMembers.spaceId, owners: sql<number>`count(*) filter (where ${spaceMembers.role} = 'owner')::int` })
            .from(spaceMembers)
            .where(and(inArray(spaceMembers.spaceId, ids), ne(spaceMembers.userId, me.id)))
            .groupBy(spaceMembers.spaceId);
          if (others.some((o) => o.owners === 0)) {
            throw new AppError("last_owner", "You are the last owner of a space with other members. Make someone else an owner first.", {
              details: { spaceIds: others.filter((o) => o.owners === 0).map((o) => o.spaceId) },
            });
          }
          const shared = new Set(others.map((o) => o.spaceId));
          const alone = ids.filter((id) => !shared.has(id));
          if (alone.length) await tx.delete(spaces).where(inArray(spaces.id, alone));
        }
        // Sessions, sign-in methods, memberships and one-time codes go with the user (FK cascade).
        await tx.delete(user).where(eq(user.id, me.id));
      });
      return { ok: true as const };
    },
  );
}
