import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";
import { buildRoles, setUpTestApp, setUpWorld } from "./factories";

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

/**
 * The collab test file's app (listening on a free port), buildRoles' cast and a `connect` to
 * /collab, made in the file's beforeAll; `env` sets the file's collab timings.
 */
export function setUpCollabTestApp(env: Record<string, string> = {}) {
  const t = setUpTestApp({}, env);
  const r = setUpWorld(t, buildRoles);
  const collab = setUpWorld(t, async (app) => ({ url: (await app.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws") + "/collab" }));
  const connect = (noteId: string, token: string) => connectNote(collab.url, noteId, token);
  return { t, r, connect, collabUrl: () => collab.url };
}
