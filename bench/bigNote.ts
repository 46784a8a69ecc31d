// What the notes and web benches share: a ~50-page note and a collaboration client of it.
import * as Y from "yjs";
import WebSocket from "ws";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";
import type { PmNode } from "../apps/server/src/notes/noteDocument";

/** ~50 A4 pages: 600 paragraphs of mixed Japanese and English lab text in the four sections. */
export function bigSections(): Record<string, PmNode> {
  const para = (i: number): PmNode => ({
    type: "paragraph",
    content: [{ type: "text", text: `${i}. 反応混合物を 25 °C で 30 分撹拌し、TLC (hexane/EtOAc 4:1) で原料の消失を確認した。The organic layer was washed with brine, dried over Na2SO4 and concentrated under reduced pressure to give a pale yellow oil.` }],
  });
  const section = (from: number) => ({ type: "doc", content: Array.from({ length: 150 }, (_, i) => para(from + i)) });
  return { backgroundAndObjective: section(0), methods: section(150), results: section(300), conclusion: section(450) };
}

/** A Node client of the server's /collab for one note; `synced` settles once it holds the document. */
export function connectNote(url: string, noteId: string, token: string) {
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ url: `${url.replace("http", "ws")}/collab`, name: noteDocumentName(noteId), token, document: doc, WebSocketPolyfill: WebSocket } as never);
  const synced = new Promise<void>((resolve) => provider.on("synced", () => resolve()));
  return { doc, provider, synced };
}
