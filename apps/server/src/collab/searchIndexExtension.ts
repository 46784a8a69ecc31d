import type { PersistenceHooks } from "./persistenceExtension";

/**
 * The place search indexing joins the collaboration server: a feature pushes a callback
 * that receives each note's fresh plain text after it is stored.
 */
export function registerSearchIndexHook(hooks: PersistenceHooks, fn: (noteId: string, plainText: string) => Promise<void>) {
  hooks.afterStore.push(fn);
}
