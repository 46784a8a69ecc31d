import { Hocuspocus, type Extension } from "@hocuspocus/server";
import { Redis as RedisFanOut } from "@hocuspocus/extension-redis";
import { Redis as IORedis } from "ioredis";
import { NoteSocketMessages, noteDocumentName, noteSocketMessage } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { snapshotOf, copySections, type DocSnapshot } from "../notes";
import type { LiveNotes } from "../notes";
import { authExtension } from "./authExtension";
import { lockExtension } from "./lockExtension";
import { versionAuthorsExtension } from "../records";
import { persistenceExtension, type PersistenceHooks } from "./persistenceExtension";
import { versionsExtension } from "./versionsExtension";
import { accessWatch } from "./accessWatch";
import { contentGuardExtension } from "./contentGuard";

export interface Collab extends LiveNotes {
  hocuspocus: Hocuspocus;
  hooks: PersistenceHooks;
  /** Re-checks every open editor's session and role now (every instance with Redis). */
  recheckAccess(): Promise<void>;
  sweepVersions(): Promise<void>;
  close(): Promise<void>;
}

const collabs = new WeakMap<AppContext, Collab>();


/**
 * With REDIS_URL, edits fan out to every instance that has the note open (and one instance at a
 * time compacts it). Durability does not depend on it: updates reach note_updates before the ack.
 * Redis going away must not stop editing: its clients queue commands until it is back (so the
 * subscriptions resume), and no hook waits for it longer than a moment.
 */
function redisFanOut(ctx: AppContext): Extension[] {
  const url = ctx.config.redisUrl;
  if (!url) return [];
  const clients: IORedis[] = [];
  const createClient = () => {
    const c = new IORedis(url, { maxRetriesPerRequest: null });
    c.on("error", () => {}); // reconnects by itself; /api/health reports Redis
    clients.push(c);
    return c;
  };
  ctx.onClose.push(async () => clients.forEach((c) => c.disconnect()));
  const inner = new RedisFanOut({ createClient: createClient as never, prefix: "eln-collab" }) as unknown as Record<string, unknown>;
  const tolerant: Record<string, unknown> = { extensionName: "eln-redis-fanout", priority: inner.priority };
  for (const hook of ["onConfigure", "afterLoadDocument", "onStoreDocument", "afterStoreDocument", "onAwarenessUpdate", "onChange", "beforeUnloadDocument", "afterUnloadDocument", "beforeBroadcastStateless", "onDestroy"]) {
    const fn = inner[hook] as (payload: unknown) => Promise<unknown>;
    tolerant[hook] = async (payload: unknown) => {
      const run = fn.call(inner, payload);
      run.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, 2_000)));
      try {
        return await Promise.race([run, late]);
      } catch (err) {
        // "another instance is storing this document" must still stop our store.
        if ((err as Error)?.constructor?.name === "SkipFurtherHooksError") throw err;
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return [tolerant as Extension];
}

/** One Hocuspocus per running app: wiring only; each concern is its own extension. */
export function getCollab(ctx: AppContext): Collab {
  const existing = collabs.get(ctx);
  if (existing) return existing;
  const hooks: PersistenceHooks = { afterStore: [] };
  // eslint-disable-next-line prefer-const
  let hocuspocus: Hocuspocus;
  const versions = versionsExtension(ctx, () => hocuspocus, ctx.config.collab.versionQuietMs);
  hocuspocus = new Hocuspocus({
    name: "eln-collab",
    quiet: true,
    debounce: ctx.config.collab.storeDebounceMs,
    maxDebounce: 10_000,
    timeout: 30_000,
    extensions: [authExtension(ctx), lockExtension(ctx), contentGuardExtension(), versionAuthorsExtension(ctx), persistenceExtension(ctx, hooks), versions, ...redisFanOut(ctx)],
  });
  versions.start();
  const watch = accessWatch(ctx, () => hocuspocus);
  watch.start();

  const collab: Collab = {
    hocuspocus,
    hooks,
    liveSnapshot(noteId, title) {
      const doc = hocuspocus.documents.get(noteDocumentName(noteId));
      if (!doc || doc.isLoading) return null;
      return snapshotOf(doc, title);
    },
    async replaceSections(noteId, source, userId, titles) {
      const conn = await hocuspocus.openDirectConnection(noteDocumentName(noteId), { userId, name: "", canWrite: true });
      let snaps: { before: DocSnapshot; after: DocSnapshot } | null = null;
      try {
        await conn.transact((doc) => {
          const before = snapshotOf(doc, titles.before);
          copySections(source, doc);
          snaps = { before, after: snapshotOf(doc, titles.after) };
        });
      } finally {
        await conn.disconnect();
      }
      return snaps!;
    },
    closeNote(noteId) {
      hocuspocus.closeConnections(noteDocumentName(noteId));
    },
    noteChanged(noteId) {
      hocuspocus.documents.get(noteDocumentName(noteId))?.broadcastStateless(noteSocketMessage({ type: NoteSocketMessages.note, noteId }));
    },
    recheckAccess: () => watch.recheckNow(),
    sweepVersions: () => versions.sweep(),
    async close() {
      await versions.stop();
      watch.stop();
      hocuspocus.flushPendingStores();
      hocuspocus.closeConnections();
      // let the stores started above finish
      for (let i = 0; i < 50 && hocuspocus.getDocumentsCount() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    },
  };
  collabs.set(ctx, collab);
  ctx.liveNotes = collab;
  ctx.onClose.unshift(() => collab.close());
  return collab;
}
