import http from "node:http";

export interface PartnerSite {
  url: string;
  /** Every code the partner received, in order. */
  codes: string[];
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A tiny partner site: its /callback receives `?code=`, trades it server-to-server at
 * POST /api/sso/token and shows the e-mail it got back (or the refusal).
 */
export async function startPartnerSite(port: number, appUrl: string): Promise<PartnerSite> {
  const codes: string[] = [];
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? "/", `http://localhost:${port}`);
    if (u.pathname !== "/callback") {
      res.writeHead(404).end("not found");
      return;
    }
    const code = u.searchParams.get("code") ?? "";
    codes.push(code);
    const answer = await fetch(`${appUrl}/api/sso/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, redirect_uri: `http://localhost:${port}/callback` }),
    });
    const body = (await answer.json()) as { email?: string; name?: string; error?: { code: string } };
    const html = answer.ok
      ? `<h1>Partner</h1><p>Welcome <span id="email">${escapeHtml(body.email ?? "")}</span> (<span id="name">${escapeHtml(body.name ?? "")}</span>)</p>`
      : `<h1>Partner</h1><p id="refused">${escapeHtml(body.error?.code ?? String(answer.status))}</p>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", resolve);
  });
  return {
    url: `http://localhost:${port}/callback`,
    codes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
