import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";

const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../deploy");
const read = (f: string) => readFileSync(path.join(deploy, f), "utf8");

const t = setUpTestApp({ appUrl: "https://eln.example.org" });

describe("deploy/", () => {
  it("nginx terminates TLS on the port compose publishes; port 80 only redirects", () => {
    const nginx = read("nginx.conf");
    const compose = read("compose.yaml");
    expect(compose).toMatch(/"443:443"/);
    expect(nginx).toMatch(/listen 443 ssl;/);
    expect(nginx).toMatch(/ssl_certificate\s+\/etc\/nginx\/tls\//);
    expect(compose).toContain("/etc/nginx/tls");
    expect(nginx).toMatch(/listen 80;\s+server_name _;\s+return 301 https:/);
    // the client's own X-Forwarded-For is replaced, so TRUST_PROXY=1 sees the real address
    expect(nginx).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(compose).toMatch(/TRUST_PROXY: "1"/);
    expect(compose).toMatch(/HOST: 0\.0\.0\.0/);
  });

  it("the image holds production dependencies only", () => {
    const docker = read("Dockerfile");
    const runtime = docker.slice(docker.lastIndexOf("FROM "));
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).not.toMatch(/npm ci --no-audit/);
    expect(runtime).toContain("COPY --from=build /app/apps/web/dist");
  });

  it("CSP lets scripts connect to this app only (WebSockets to its own origin)", async () => {
    const res = await t.request({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    const connect = /connect-src ([^;]*)/.exec(csp)![1].split(/\s+/);
    expect(connect).toContain("'self'");
    expect(connect).toContain("wss://eln.example.org");
    expect(connect).not.toContain("ws:");
    expect(connect).not.toContain("wss:");
  });
});
