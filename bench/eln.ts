// .eln export of a big project (issue #18): 1,000 notes and ~1 GB of attachments. Prints the
// time to the first byte and the server's memory growth (RSS, sampled) while the archive streams.
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { apiJson, signUp, type BenchServer } from "./lib";
import { tusUpload } from "./attachmentsBenchLib";

const NOTES = 1000;
const FILE_BYTES = 10_000_000;
const FILES = 104; // ≈ 1.04 GB

const rssBytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, "")) * 1024;
};
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

async function inParallel<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

export default async function benchEln(server: BenchServer) {
  const { token } = await signUp(server.url);
  const space = await apiJson<{ id: string }>(`${server.url}/api/spaces`, token, { name: "ELN bench", description: "" });
  const project = await apiJson<{ id: string }>(`${server.url}/api/projects`, token, { name: "Export bench", description: "", space_id: space.id });
  const seedStart = performance.now();
  const noteIds: string[] = [];
  await inParallel(Array.from({ length: NOTES }, (_, i) => i), 6, async (i) => {
    const note = await apiJson<{ id: string }>(`${server.url}/api/projects/${project.id}/notes`, token, { title: `実験ノート ${i} / experiment ${i}` });
    noteIds[i] = note.id;
  });
  const payload = randomBytes(FILE_BYTES);
  await inParallel(Array.from({ length: FILES }, (_, i) => i), 2, async (i) => {
    const bytes = Buffer.from(payload);
    bytes.writeUInt32LE(i, 0); // every file different
    await tusUpload(server.url, token, noteIds[i % NOTES], `data-${i}.bin`, "application/octet-stream", bytes);
  });
  console.log(`\n## eln export (${NOTES} notes, ${FILES} × ${mb(FILE_BYTES)} MB attachments; seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s)`);

  const pid = server.proc.pid!;
  // Let the seeding's garbage settle before the baseline.
  await new Promise((r) => setTimeout(r, 2000));
  const base = rssBytes(pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const start = performance.now();
  const res = await fetch(`${server.url}/api/projects/${project.id}/export.eln`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - start;
    bytes += value.length;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(pid));
  console.log("| figure | value | budget |");
  console.log("|---|---:|---:|");
  console.log(`| first byte | ${firstByteMs.toFixed(0)} ms | < 1000 ms |`);
  console.log(`| server memory growth (peak RSS − RSS before) | ${mb(peak - base)} MB | < 200 MB |`);
  console.log(`| archive size | ${mb(bytes)} MB | |`);
  console.log(`| whole export | ${(totalMs / 1000).toFixed(1)} s (${mb(bytes / (totalMs / 1000))} MB/s) | |`);
}
