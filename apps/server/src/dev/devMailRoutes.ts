import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { listOutbox } from "../mail";
import { fromLoopbackSocket } from "../http/loopback";
import { hideFromApiDocs } from "../http/hideFromApiDocs";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The embedded outbox, browsable outside production: `./data/outbox`. It holds reset and
 * sign-in links, so it answers loopback sockets only (404 to anyone else, as if absent).
 */
export async function devMailRoutes(app: FastifyInstance) {
  if (app.ctx.config.production) return;
  app.addHook("onRequest", async (req, reply) => {
    if (!fromLoopbackSocket(req)) return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
  });
  const outboxDir = path.join(app.ctx.config.dataDir, "outbox");
  const page = (title: string, body: string) =>
    `<!doctype html><meta charset="utf-8"><title>${esc(title)}</title><style>body{font:14px system-ui;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>${body}`;

  hideFromApiDocs(app);
  // `?to=`: one address's mail (the e2e suite asks for each new account's confirmation).
  app.get<{ Querystring: { to?: string } }>("/dev/mail.json", async (req) => listOutbox(outboxDir, { to: req.query.to }));

  app.get("/dev/mail", async (_req, reply) => {
    const mails = await listOutbox(outboxDir);
    const rows = mails
      .map((m) => `<tr><td>${esc(m.date)}</td><td>${esc(m.to)}</td><td><a href="/dev/mail/${esc(m.id)}">${esc(m.subject)}</a></td></tr>`)
      .join("");
    return reply
      .type("text/html")
      .send(page("Outbox", `<h1>Outbox (${mails.length})</h1><table><tr><th>Date</th><th>To</th><th>Subject</th></tr>${rows}</table>`));
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id", async (req, reply) => {
    const mails = await listOutbox(outboxDir);
    const m = mails.find((x) => x.id === req.params.id);
    if (!m) return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    const atts = m.attachments.map((a) => `<li>${esc(a.filename)} (${a.size} bytes)</li>`).join("");
    return reply.type("text/html").send(
      page(
        m.subject,
        `<p><a href="/dev/mail">← Outbox</a> · <a href="/dev/mail/${esc(m.id)}/raw">raw .eml</a></p><h1>${esc(m.subject)}</h1><p>To: ${esc(m.to)}<br>Date: ${esc(m.date)}</p><pre>${linkify(m.text)}</pre>${atts ? `<h2>Attachments</h2><ul>${atts}</ul>` : ""}`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id/raw", async (req, reply) => {
    if (!/^[\w-]+$/.test(req.params.id)) return reply.status(404).send();
    try {
      const raw = await readFile(path.join(outboxDir, `${req.params.id}.eml`));
      return reply.type("message/rfc822").header("content-disposition", `attachment; filename="${req.params.id}.eml"`).send(raw);
    } catch {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    }
  });
}
