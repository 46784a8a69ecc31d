// Upload throughput (spec §9 chunking): a 10 MB file through the resumable endpoint over
// loopback, against a plain `cp` of the same file on the same disk.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { signUp, type BenchServer } from "./lib";
import { createBenchNote, sendBytes, tusUpload } from "./attachmentsBenchLib";
import { syncFile } from "../apps/server/src/attachments/storage/durableFile";
import { AttachmentLimits, nextChunkSize } from "@eln/shared/attachments";

const SIZE = 10 * 1024 * 1024;
const RUNS = 7;
// A server that has run for a while has compiled its upload path: V8 optimises a function after
// many calls, and a chunk's per-request code runs six times an upload. Here the median reached its
// floor after about 20 uploads (42–50 ms after 2, 33 ms after 20). The server gets that many
// uploads first; the very first one's time is printed apart.
const SERVER_WARMUP = 20;
// Then each path is run this many times untimed, as the timed rounds run them.
const WARMUP = 2;

export interface UploadFigures {
  bytes: number;
  /** The first upload through a freshly started server, untimed in the medians. */
  firstTusMs: number;
  tusMs: number[];
  /** `cp` run from a shell (bash times it with its clock builtin). */
  cpMs: number[];
  /** The same cp, then `sync` of the copy: a copy that is on the disk, as an upload is before its row commits. */
  cpSyncMs: number[];
  /** cp then sync, each spawned by this process, as earlier benches timed them (see shellCopy). */
  cpForkMs: number[];
  rawMs: number[];
  /** The same chunks, the file fsynced before the last answer: the floor of a durable upload. */
  rawSyncMs: number[];
  rawOneMs: number[];
}

/** The bare server of bench/bareUploadServer.ts, started in a process of its own. */
async function startBareServer(): Promise<{ url: string; stop(): void }> {
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bareUploadServer.ts")], { stdio: ["ignore", "pipe", "inherit"] });
  const [line] = (await once(createInterface({ input: proc.stdout! }), "line")) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}/`, stop: () => proc.kill("SIGTERM") };
}

/**
 * The floor under any HTTP upload here: the bare server writes each PATCH body into `target`
 * through the app's own file store (no tus, Fastify, session check or database), fed
 * the same 256 KiB → 32 MiB chunks (or, `oneRequest`, the whole file in one request: the floor of
 * any HTTP upload at all). `sync`: the file is fsynced before the last chunk is answered, as an
 * upload is before its row commits.
 */
async function rawHttpUpload(url: string, bytes: Buffer, target: string, { oneRequest = false, sync = false } = {}): Promise<number> {
  const start = performance.now();
  let offset = 0;
  let chunk = oneRequest ? bytes.length : AttachmentLimits.chunkStartBytes;
  const headers = { "x-target": target, "x-sync": sync ? "1" : "0", "upload-length": String(bytes.length) };
  while (offset < bytes.length) {
    const body = bytes.subarray(offset, offset + chunk);
    const res = await sendBytes(url, "PATCH", { ...headers, "upload-offset": String(offset) }, body);
    if (res.status !== 204) throw new Error(`bare upload: ${res.status}`);
    offset += body.length;
    chunk = nextChunkSize(chunk);
  }
  return performance.now() - start;
}

/**
 * Times `cp` and then `sync` of the copy as a shell runs them. Spawned from this process instead,
 * each also pays for forking it: with the bench's buffers (hundreds of MB) a fork costs 10–40 ms,
 * against 7.5 ms for the copy itself, and earlier benches counted that as the copy's time.
 */
function shellCopy(from: string, to: string): { cpMs: number; cpSyncMs: number } {
  const script = 's=$EPOCHREALTIME; cp "$1" "$2"; m=$EPOCHREALTIME; sync "$2"; e=$EPOCHREALTIME; echo "$s $m $e"';
  const [s, m, e] = execFileSync("bash", ["-c", script, "bash", from, to], { encoding: "utf8" }).trim().split(" ").map(Number);
  return { cpMs: (m - s) * 1000, cpSyncMs: (e - s) * 1000 };
}

/** Median ms of RUNS uploads of a 10 MiB file, and of RUNS `cp` of it, after WARMUP rounds of each. */
export async function measureUploads(baseUrl: string, token: string): Promise<UploadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-bench-upload-"));
  const file = path.join(dir, "payload.bin");
  writeFileSync(file, randomBytes(SIZE));
  // Each path writes a new file, flushed to the disk (untimed) before the next path runs: ten
  // megabytes of another path's unflushed pages would otherwise be written back while the next is
  // timed (a plain cp measured 33 ms amid them against 9 ms without). Files are removed only at the
  // end: on a disk mounted with `discard`, a removed file's blocks are trimmed at the next journal
  // commit, which is the next path's fsync.
  let copies = 0;
  const noteId = await createBenchNote(baseUrl, token);
  const bare = await startBareServer();
  const tusMs: number[] = [];
  const cpMs: number[] = [];
  const cpSyncMs: number[] = [];
  const cpForkMs: number[] = [];
  const rawMs: number[] = [];
  const rawSyncMs: number[] = [];
  const rawOneMs: number[] = [];
  let firstTusMs = 0;
  try {
    for (let i = 0; i < SERVER_WARMUP; i++) {
      const start = performance.now();
      await tusUpload(baseUrl, token, noteId, `warm-${i}.bin`, "application/octet-stream", readFileSync(file));
      if (i === 0) firstTusMs = performance.now() - start;
    }
    for (let i = -WARMUP; i < RUNS; i++) {
      // Warm-up rounds run every path as the timed ones do, and are dropped.
      const keep = (into: number[], start: number) => i >= 0 && into.push(performance.now() - start);
      /** Times one path writing a new copy, then flushes the copy untimed. */
      const newTarget = () => path.join(dir, `copy-${copies++}.bin`);
      const measure = async (into: number[], write: (target: string) => unknown) => {
        const target = newTarget();
        const start = performance.now();
        await write(target);
        keep(into, start);
        await syncFile(target);
      };
      // Each path reads the payload from disk inside its timing, as cp does.
      const tusStart = performance.now();
      await tusUpload(baseUrl, token, noteId, `payload-${i}.bin`, "application/octet-stream", readFileSync(file));
      keep(tusMs, tusStart);
      // The shell times its own copy, synced (its target is flushed already).
      const shell = shellCopy(file, newTarget());
      if (i >= 0) {
        cpMs.push(shell.cpMs);
        cpSyncMs.push(shell.cpSyncMs);
      }
      await measure(cpForkMs, (target) => (execFileSync("cp", [file, target]), execFileSync("sync", [target])));
      await measure(rawMs, (target) => rawHttpUpload(bare.url, readFileSync(file), target));
      await measure(rawSyncMs, (target) => rawHttpUpload(bare.url, readFileSync(file), target, { sync: true }));
      await measure(rawOneMs, (target) => rawHttpUpload(bare.url, readFileSync(file), target, { oneRequest: true }));
    }
  } finally {
    bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { bytes: SIZE, firstTusMs, tusMs, cpMs, cpSyncMs, cpForkMs, rawMs, rawSyncMs, rawOneMs };
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const mbps = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);

export default async function benchUploads(server: BenchServer) {
  const { token } = await signUp(server.url);
  const f = await measureUploads(server.url, token);
  const tus = median(f.tusMs);
  const cp = median(f.cpMs);
  const cpSync = median(f.cpSyncMs);
  const cpFork = median(f.cpForkMs);
  const raw = median(f.rawMs);
  const rawSync = median(f.rawSyncMs);
  const rawOne = median(f.rawOneMs);
  const pct = (base: number, ms: number) => `${((base / ms) * 100).toFixed(0)} %`;
  console.log(`\n## uploads (10 MiB over loopback, median of ${RUNS} after ${SERVER_WARMUP} uploads and ${WARMUP} rounds untimed; throughput as a share of a copy's, goal ≥ 50 %)`);
  console.log("Uploads are on the disk (fsync) before their row commits; of the bare HTTP floors below, only the fsynced one is.");
  console.log("| path | ms | MiB/s | of cp + fsync | of cp |");
  console.log("|---|---:|---:|---:|---:|");
  console.log(`| tus resumable, chunks 256 KiB → 32 MiB, into storage | ${tus.toFixed(0)} | ${mbps(f.bytes, tus)} | ${pct(cpSync, tus)} | ${pct(cp, tus)} |`);
  console.log(`| the same, first upload after the server started (JIT cold; not in the median) | ${f.firstTusMs.toFixed(0)} | ${mbps(f.bytes, f.firstTusMs)} | ${pct(cpSync, f.firstTusMs)} | ${pct(cp, f.firstTusMs)} |`);
  console.log(`| bare node:http (own process) PATCHes through the app's file store, same chunks (floor for this chunking) | ${raw.toFixed(0)} | ${mbps(f.bytes, raw)} | ${pct(cpSync, raw)} | ${pct(cp, raw)} |`);
  console.log(`| the same, fsynced before the last answer (floor for a durable upload with these chunks) | ${rawSync.toFixed(0)} | ${mbps(f.bytes, rawSync)} | ${pct(cpSync, rawSync)} | ${pct(cp, rawSync)} |`);
  console.log(`| bare node:http, the whole file in one request (floor for any HTTP upload) | ${rawOne.toFixed(0)} | ${mbps(f.bytes, rawOne)} | ${pct(cpSync, rawOne)} | ${pct(cp, rawOne)} |`);
  console.log(`| cp of the same file, then sync of the copy (on the disk), from a shell | ${cpSync.toFixed(0)} | ${mbps(f.bytes, cpSync)} | 100 % | ${pct(cp, cpSync)} |`);
  console.log(`| cp of the same file (into the page cache), from a shell | ${cp.toFixed(0)} | ${mbps(f.bytes, cp)} | | 100 % |`);
  console.log(`| cp then sync, each forked from this bench process (as benches before 2026-11-26 timed the copy) | ${cpFork.toFixed(0)} | ${mbps(f.bytes, cpFork)} | ${pct(cpSync, cpFork)} | ${pct(cp, cpFork)} |`);
  console.log(`| tus as a share of that forked cp + sync (the old figure) | | | ${pct(cpFork, tus)} | |`);
  console.log(`| ratio tus / bare http, same chunks | ${(tus / raw).toFixed(2)}× | | | |`);
  console.log(`| ratio tus / bare http, same chunks, fsynced | ${(tus / rawSync).toFixed(2)}× | | | |`);
  console.log(`| ratio tus / cp | ${(tus / cp).toFixed(1)}× | | | |`);
}
