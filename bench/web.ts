// The login screen's JavaScript, gzipped (budget 250 KB), as Chromium loads it.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { BenchServer } from "./lib";

export default async function benchWeb(server: BenchServer) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gz: number }[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      const body = await res.body().catch(() => null);
      if (body) scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gz: gzipSync(body).length });
    });
    const t = Date.now();
    await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
    const loaded = Date.now() - t;
    if (!scripts.length) {
      console.log("\n## web: not measured (no built web app: run `npm run build` first)");
      return;
    }
    const total = scripts.reduce((s, x) => s + x.gz, 0);
    console.log(`\n## Web: JavaScript of the login screen`);
    console.log(`${scripts.length} files, ${(scripts.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(0)} KB raw, ${(total / 1024).toFixed(0)} KB gzipped (budget 250 KB); page ready in ${loaded} ms`);
  } finally {
    await browser.close();
  }
}
