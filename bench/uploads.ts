// Upload throughput (spec §9 chunking): a 10 MB file through the resumable endpoint over
// loopback, against a plain `cp` of the same file on the same disk.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { signUp, type BenchServer } from "./lib";
import { createBenchNote, tusUpload } from "./attachmentsBenchLib";

const SIZE = 10 * 1024 * 1024;
const RUNS = 5;

export interface UploadFigures {
  bytes: number;
  tusMs: number[];
  cpMs: number[];
}

/** Median ms of RUNS uploads of a 10 MiB file, and of RUNS `cp` of it. */
export async function measureUploads(baseUrl: string, token: string): Promise<UploadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-bench-upload-"));
  const file = path.join(dir, "payload.bin");
  writeFileSync(file, randomBytes(SIZE));
  const noteId = await createBenchNote(baseUrl, token);
  const tusMs: number[] = [];
  const cpMs: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      // read from disk inside the timing, as cp does
      await tusUpload(baseUrl, token, noteId, `payload-${i}.bin`, "application/octet-stream", readFileSync(file));
      tusMs.push(performance.now() - start);
      const cpStart = performance.now();
      execFileSync("cp", [file, path.join(dir, `copy-${i}.bin`)]);
      cpMs.push(performance.now() - cpStart);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { bytes: SIZE, tusMs, cpMs };
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const mbps = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);

export default async function benchUploads(server: BenchServer) {
  const { token } = await signUp(server.url);
  const f = await measureUploads(server.url, token);
  const tus = median(f.tusMs);
  const cp = median(f.cpMs);
  console.log("\n## uploads (10 MiB over loopback, median of 5)");
  console.log("| path | ms | MiB/s |");
  console.log("|---|---:|---:|");
  console.log(`| tus resumable, chunks 256 KiB → 32 MiB, into storage | ${tus.toFixed(0)} | ${mbps(f.bytes, tus)} |`);
  console.log(`| cp of the same file | ${cp.toFixed(0)} | ${mbps(f.bytes, cp)} |`);
  console.log(`| ratio tus / cp | ${(tus / cp).toFixed(1)}× | |`);
}
