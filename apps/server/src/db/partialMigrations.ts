import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * A copy of the migrations folder that holds only the first `count` migrations: the schema of
 * a database written by an earlier version, so its rows can be loaded before the rest apply.
 */
export function migrationsUpTo(count: number, into: string) {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  if (count > journal.entries.length) throw new Error(`the data has ${count} migrations, this version knows ${journal.entries.length}: use a newer version`);
  cpSync(migrationsFolder, into, { recursive: true });
  writeFileSync(path.join(into, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return into;
}
