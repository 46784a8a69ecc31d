import type { Hocuspocus } from "@hocuspocus/server";
import { sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { actorOf } from "../access/access";
import { CollabCloseCodes, CollabRevocation, NoteSocketMessages, noteSocketMessage } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import type { CollabContext } from "./authExtension";
import { LOCK_CHANGED_MESSAGE } from "./lockExtension";


const CHANNEL = "eln-collab-recheck";

interface Row {
  key: string;
  user_id: string | null;
  banned: boolean | null;
  expired: boolean | null;
  space_role: string | null;
  project_role: string | null;
  note_exists: boolean;
  locked: boolean;
}

/**
 * Real-time access must not outlive the session or the role. Every open /collab connection is
 * re-checked against the database in ONE query per tick (the same session row REST reads, the
 * same roles `can()` reads), so every way access ends — logout, password change or reset,
 * account disabled, session deleted, removal from the project or space, role dropped to
 * viewer, note or project deleted — closes or downgrades the connection within a tick, on
 * every instance, whichever instance or CLI made the change. `recheckNow()` skips the wait;
 * with REDIS_URL it tells every instance to.
 */
export function accessWatch(ctx: AppContext, getHocuspocus: () => Hocuspocus, everyMs = ctx.config.collab.recheckMs) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function check() {
    const hocuspocus = getHocuspocus();
    const open: { key: string; token: string; note_id: string; conn: { context: CollabContext; readOnly: boolean; close(e?: { code: number; reason: string }): void; sendStateless(p: string): void } }[] = [];
    for (const doc of hocuspocus.documents.values()) {
      for (const conn of doc.getConnections()) {
        const c = conn.context as CollabContext | undefined;
        if (c?.token && c.noteId) open.push({ key: String(open.length), token: c.token, note_id: c.noteId, conn: conn as never });
      }
    }
    if (!open.length) return;
    const input = JSON.stringify(open.map(({ key, token, note_id }) => ({ key, token, note_id })));
    const res = await ctx.db.execute(sql`
      select c.key, s.user_id, u.banned, s.expires_at <= now() as expired,
             sm.role as space_role, pm.role as project_role, n.id is not null as note_exists,
             n.locked_at is not null as locked
        from jsonb_to_recordset(${input}::jsonb) as c(key text, token text, note_id uuid)
        left join session s on s.token = c.token
        left join "user" u on u.id = s.user_id
        left join notes n on n.id = c.note_id
        left join projects p on p.id = n.project_id
        left join space_members sm on sm.space_id = p.space_id and sm.user_id = s.user_id
        left join project_members pm on pm.project_id = p.id and pm.user_id = s.user_id`);
    const rows = ((res as unknown as { rows: Row[] }).rows ?? []) as Row[];
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const o of open) {
      const r = byKey.get(o.key);
      const { conn } = o;
      if (!r || !r.user_id || r.expired || r.banned || r.user_id !== conn.context.userId) {
        conn.sendStateless(noteSocketMessage({ type: NoteSocketMessages.access, state: CollabRevocation.signedOut }));
        conn.close({ code: CollabCloseCodes.unauthorized, reason: CollabRevocation.signedOut });
        continue;
      }
      const actor = actorOf(r.space_role, r.project_role);
      if (!r.note_exists || !r.space_role || !can(actor, "note.read")) {
        conn.sendStateless(noteSocketMessage({ type: NoteSocketMessages.access, state: CollabRevocation.noAccess }));
        conn.close({ code: CollabCloseCodes.notFound, reason: CollabRevocation.noAccess });
        continue;
      }
      // The role's right, kept for when the note is unlocked (announceLockChange); a locked note
      // stays read-only whatever the role.
      const canWrite = can(actor as never, "note.update");
      conn.context.canWrite = canWrite;
      if (r.locked) {
        // Locked on another instance (this one would have made it read-only): as the lock says.
        if (!conn.readOnly) {
          conn.readOnly = true;
          conn.sendStateless(LOCK_CHANGED_MESSAGE);
        }
      } else if (canWrite !== !conn.readOnly) {
        conn.readOnly = !canWrite;
        conn.sendStateless(noteSocketMessage({ type: NoteSocketMessages.access, state: canWrite ? CollabRevocation.readWrite : CollabRevocation.readOnly }));
      }
    }
  }

  /** Runs one check now (or right after the one in flight). */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = check()
      .catch(() => {}) // the next tick tries again
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run(); // never rejects (check's errors are caught above); nobody waits for the rerun
        }
      });
    return running;
  }

  // Its own connection that queues the SUBSCRIBE until Redis is reachable (and resubscribes).
  const sub = ctx.redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  sub?.on("error", () => {});
  sub?.subscribe(CHANNEL).catch(() => {});
  sub?.on("message", () => void run());

  return {
    start() {
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      sub?.disconnect();
    },
    /** Re-check at once here and, with Redis, on every instance. */
    async recheckNow() {
      ctx.redis?.publish(CHANNEL, "1").catch(() => {});
      await run();
    },
  };
}
