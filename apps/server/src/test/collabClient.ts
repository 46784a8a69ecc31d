import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";
import { startWithRoles } from "./factories";

/**
 * A Node client of /collab for one note, as the web editor connects (same document name, token).
 * `states` collects the server's access states (stateless messages), `closes` the close reasons.
 */
export function connectNote(url: string, noteId: string, token: string) {
  const doc = new Y.Doc();
  const states: string[] = [];
  const closes: string[] = [];
  const config = { url, name: noteDocumentName(noteId), token, document: doc, WebSocketPolyfill: WebSocket };
  const provider = new HocuspocusProvider(config as unknown as ConstructorParameters<typeof HocuspocusProvider>[0]);
  provider.on("stateless", ({ payload }: { payload: string }) => states.push(JSON.parse(payload).state));
  provider.on("close", ({ event }: { event: { reason: string } }) => closes.push(event.reason));
  const ready = new Promise<"synced" | "denied">((resolve) => {
    provider.on("synced", () => resolve("synced"));
    provider.on("authenticationFailed", () => resolve("denied"));
  });
  return { doc, provider, ready, states, closes };
}

/**
 * For tests that open editors: a test app listening on a free port, buildRoles' cast and the
 * /collab address. `env` sets this file's collab timings (COLLAB_STORE_DEBOUNCE_MS …) through config.
 */
export async function startCollabTestApp(env: Record<string, string> = {}) {
  const { t, r } = await startWithRoles({}, env);
  const url = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws") + "/collab";
  return { t, r, url };
}

/** Appends a paragraph to a section, as typing in the editor would. */
export const writeParagraph = (doc: Y.Doc, section: string, text: string) =>
  doc.transact(() => {
    const p = new Y.XmlElement("paragraph");
    p.insert(0, [new Y.XmlText(text)]);
    const f = doc.getXmlFragment(section);
    f.insert(f.length, [p]);
  });

/** Polls until `fn` holds or `ms` pass; true when it held. */
export async function until(fn: () => boolean | Promise<boolean>, ms = 8000, every = 50): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return true;
    await new Promise((res) => setTimeout(res, every));
  }
  return false;
}
