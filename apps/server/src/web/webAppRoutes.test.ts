import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";

const webDist = mkdtempSync(path.join(os.tmpdir(), "eln-web-"));
mkdirSync(path.join(webDist, "assets"));
writeFileSync(path.join(webDist, "index.html"), '<!doctype html><script src="/assets/app-1.js"></script>');
writeFileSync(path.join(webDist, "assets", "app-1.js"), "console.log(1)");
const t = setUpTestApp({ webDist });

describe("the web app", () => {
  // A deploy that replaces the build without a restart left every new page blank: the old
  // index.html named files that were gone, and the new files answered 404.
  it("serves a build written into its folder after the start: the new index.html and the files it names", async () => {
    expect((await t.request({ url: "/notes/x" })).body).toContain("/assets/app-1.js");
    writeFileSync(path.join(webDist, "assets", "app-2.js"), "console.log(2)");
    writeFileSync(path.join(webDist, "index.html"), '<!doctype html><script src="/assets/app-2.js"></script>');
    // A second later, as a rebuild is: the change is told by the file's time.
    const later = new Date(Date.now() + 1000);
    utimesSync(path.join(webDist, "index.html"), later, later);
    const page = await t.request({ url: "/spaces" });
    expect(page.body).toContain("/assets/app-2.js");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const file = await t.request({ url: "/assets/app-2.js" });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("console.log(2)");
    expect(file.headers["cache-control"]).toContain("immutable");
    // What is not in assets/ stays a 404, not the page.
    for (const url of ["/assets/missing.js", "/assets/..%2Findex.html"]) {
      expect((await t.request({ url })).statusCode, url).toBe(404);
    }
  });
});
