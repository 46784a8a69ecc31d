import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";

/** A Node client of /collab for one note, as the web editor connects (same document name, token). */
export function connectNote(url: string, noteId: string, token: string) {
  const doc = new Y.Doc();
  const config = { url, name: noteDocumentName(noteId), token, document: doc, WebSocketPolyfill: WebSocket };
  const provider = new HocuspocusProvider(config as unknown as ConstructorParameters<typeof HocuspocusProvider>[0]);
  const ready = new Promise<"synced" | "denied">((resolve) => {
    provider.on("synced", () => resolve("synced"));
    provider.on("authenticationFailed", () => resolve("denied"));
  });
  return { doc, provider, ready };
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
