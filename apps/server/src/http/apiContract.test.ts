import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tusPaths } from "@eln/shared/api";
import { registeredRoutes } from "./route";
import { setUpTestApp } from "../test/factories";

// A built web app beside the API, as in production: its page routes are not API operations.
const webDist = mkdtempSync(path.join(os.tmpdir(), "eln-web-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>ELN</title>");
const t = setUpTestApp({ webDist });

// The tus protocol's own routes (POST/PATCH/HEAD of upload resources) are not JSON endpoints.
const outsideContract = [tusPaths.attachments, tusPaths.elnImports, "/api/docs"];

describe("one typed API contract", () => {
  it("registers every /api route from a contract endpoint in packages/shared", () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS");
    expect(routes.length).toBeGreaterThan(150);
    const bypassing = routes.filter((r) => !r.contract && !outsideContract.some((p) => r.url === p || r.url.startsWith(`${p}/`)));
    expect(bypassing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("publishes the contract as the OpenAPI document", async () => {
    const res = await t.request({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths["/api/spaces/{spaceId}"]?.get?.tags).toEqual(["spaces"]);
    expect(doc.paths["/api/notes/{id}/pdf"]?.get).toBeDefined();
    // Signed links for browsers are left out.
    expect(doc.paths["/api/files/{token}"]).toBeUndefined();
    // So are the web app's pages and files.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith("/api/"))).toEqual([]);
  });
});
