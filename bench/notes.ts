// Notes, spaces and collaboration figures (docs/design.md §5, issues 3 and 4):
// GET /api/spaces/{id} with 1,000 projects; a project of 10,000 notes listed by last edit;
// note detail; opening a note of ~50 pages; an edit reaching 50 editors of one note.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as Y from "yjs";
import { migrateDatabase, openDatabase } from "../apps/server/src/db/client";
import { projects, projectMembers } from "../apps/server/src/projects/schema";
import { notes } from "../apps/server/src/notes/schema";
import { jsonToPlainText, writeJsonToFragment } from "../apps/server/src/notes/noteDocument";
import { bigSections, connectNote } from "./bigNote";
import { apiJson, load, percentile, printTable, signUp, startBenchServer, type BenchServer } from "./lib";

const PORT = 3911;
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const PROJECTS = 1_000;
const EDITORS = Number(process.env.BENCH_EDITORS ?? 50);

export default async function benchNotes(_server: BenchServer) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-bench-notes-"));
  let server = await startBenchServer({ port: PORT, dataDir });
  const owner = await signUp(server.url);
  const space = await apiJson<{ id: string }>(`${server.url}/api/spaces`, owner.token, { name: "Bench space", description: "" });
  const project = await apiJson<{ id: string }>(`${server.url}/api/projects`, owner.token, { name: "Bench project", description: "", space_id: space.id });
  await server.stop();

  // Seed straight into the embedded database while no server holds it.
  const t0 = Date.now();
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const db = database.db;
  for (let i = 0; i < PROJECTS - 1; i += 500) {
    const rows = Array.from({ length: Math.min(500, PROJECTS - 1 - i) }, (_, k) => ({ spaceId: space.id, title: `Project ${i + k}`, description: "bench", createdBy: owner.user.id }));
    const inserted = await db.insert(projects).values(rows).returning({ id: projects.id });
    await db.insert(projectMembers).values(inserted.map((p) => ({ projectId: p.id, userId: owner.user.id, role: "owner" as const })));
  }
  const base = Date.now() - NOTES * 60_000;
  for (let i = 0; i < NOTES; i += 500) {
    const rows = Array.from({ length: Math.min(500, NOTES - i) }, (_, k) => {
      const n = i + k;
      const text = n % 2 ? `Note ${n}: Suzuki coupling of aryl bromide ${n} with phenylboronic acid, Pd(PPh3)4, K2CO3.` : `ノート${n}: 有機合成実験、カラムクロマトグラフィーで精製した。`;
      return { projectId: project.id, title: n % 2 ? `Experiment ${n}` : `実験 ${n}`, plainText: text, content: {}, createdBy: owner.user.id, updatedBy: owner.user.id, createdAt: new Date(base + n * 60_000), updatedAt: new Date(base + ((n * 7919) % NOTES) * 60_000) };
    });
    await db.insert(notes).values(rows);
  }
  const sections = bigSections();
  const doc = new Y.Doc();
  for (const [key, json] of Object.entries(sections)) writeJsonToFragment(doc.getXmlFragment(key), json);
  const plain = Object.values(sections).map(jsonToPlainText).join("\n");
  const [big] = await db
    .insert(notes)
    .values({ projectId: project.id, title: "50-page note / 50ページのノート", content: sections, plainText: plain, ydoc: Y.encodeStateAsUpdate(doc), createdBy: owner.user.id, updatedBy: owner.user.id })
    .returning({ id: notes.id });
  await database.close();
  console.log(`\nseeded ${PROJECTS} projects and ${NOTES + 1} notes in ${((Date.now() - t0) / 1000).toFixed(1)} s; big note ${(plain.length / 1000).toFixed(0)}k characters`);

  server = await startBenchServer({ port: PORT, dataDir });
  try {
    const auth = { authorization: `Bearer ${owner.token}` };
    // A note of ordinary size (the 50-page one is measured on its own below).
    const firstNote = (await apiJson<{ items: { id: string }[] }>(`${server.url}/api/projects/${project.id}/notes?sort=updatedAt&order=desc`, owner.token)).items.find((n) => n.id !== big.id)!.id;
    printTable("Spaces and notes at 100 connections, 8 s each (budget p99 < 50 ms)", [
      await load(`GET /api/spaces/{id} (${PROJECTS} projects)`, { url: `${server.url}/api/spaces/${space.id}`, headers: auth }),
      await load(`GET /api/projects/{id}/notes by last edit (${NOTES} notes)`, { url: `${server.url}/api/projects/${project.id}/notes?sort=updatedAt&order=desc`, headers: auth }),
      await load("GET /api/notes/{id}", { url: `${server.url}/api/notes/${firstNote}`, headers: auth }),
      // A route that needs only the caller's access to the note: its check must not carry the text.
      await load("GET /api/notes/{id}/materials of the 50-page note", { url: `${server.url}/api/notes/${big.id}/materials`, headers: auth }),
    ]);

    // Opening the 50-page note: REST detail plus the live document synced over the socket.
    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await apiJson(`${server.url}/api/notes/${big.id}`, owner.token);
      const c = connectNote(server.url, big.id, owner.token);
      await c.synced;
      opens.push(performance.now() - t);
      c.provider.destroy();
    }
    console.log(`\nopen a ~50-page note (REST detail + Yjs sync): median ${percentile(opens, 50).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms`);

    // One edit reaching every other editor.
    const clients = Array.from({ length: EDITORS }, () => connectNote(server.url, firstNote, owner.token));
    await Promise.all(clients.map((c) => c.synced));
    const delays: number[] = [];
    for (let round = 0; round < 20; round++) {
      const marker = `edit-${round}-${Math.random().toString(36).slice(2, 8)}`;
      const writer = clients[round % clients.length];
      const seen = clients
        .filter((c) => c !== writer)
        .map(
          (c) =>
            new Promise<number>((resolve) => {
              const frag = c.doc.getXmlFragment("results");
              const check = () => {
                if (frag.toString().includes(marker)) {
                  frag.unobserveDeep(check);
                  resolve(performance.now());
                }
              };
              frag.observeDeep(check);
            }),
        );
      const t = performance.now();
      const p = new Y.XmlElement("paragraph");
      p.insert(0, [new Y.XmlText(marker)]);
      writer.doc.getXmlFragment("results").push([p]);
      for (const at of await Promise.all(seen)) delays.push(at - t);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const c of clients) c.provider.destroy();
    console.log(`edit reaching the other ${EDITORS - 1} editors of one note: p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms (budget p95 < 100 ms; ${delays.length} deliveries)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
