import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocketServer, type RawData } from "ws";
import { COLLAB_PATH } from "@eln/shared/notes";
import { getCollab } from "./collab/collabServer";

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { headers });
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** The collaboration socket joins the HTTP server on the same port, at /collab. */
export async function attachRealtime(app: FastifyInstance): Promise<void> {
  const collab = getCollab(app.ctx);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  app.server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== COLLAB_PATH && !path.startsWith(`${COLLAB_PATH}/`)) return; // another feature's socket
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = collab.hocuspocus.handleConnection(ws, toRequest(req));
      ws.on("message", (data) => conn.handleMessage(toBytes(data)));
      ws.on("close", (code, reason) => conn.handleClose({ code, reason: reason.toString() } as Parameters<typeof conn.handleClose>[0]));
      ws.on("error", () => ws.terminate());
    });
  });
  app.addHook("onClose", async () => {
    for (const c of wss.clients) c.terminate();
    wss.close();
  });
}
