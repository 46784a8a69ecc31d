import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every message exists in both languages (spec: en and ja, word for word), plural forms too:
// where English has a `_one`, Japanese has the same key with its one form for every count.
const dir = path.join(import.meta.dirname, "locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}
const read = (lang: string, file: string) => new Set(keysOf(JSON.parse(readFileSync(path.join(dir, lang, file), "utf8"))));

describe("messages", () => {
  it("has the same namespaces in en and ja", () => {
    expect(readdirSync(path.join(dir, "ja")).sort()).toEqual(readdirSync(path.join(dir, "en")).sort());
  });

  it.each(readdirSync(path.join(dir, "en")))("%s: every key in both languages", (file) => {
    const en = read("en", file);
    const ja = read("ja", file);
    expect([...en].filter((k) => !ja.has(k)), "missing in ja").toEqual([]);
    expect([...ja].filter((k) => !en.has(k)), "missing in en").toEqual([]);
  });

  it("counts that can be 1 have an English singular", () => {
    const missing: string[] = [];
    for (const file of readdirSync(path.join(dir, "en"))) {
      const walk = (value: unknown, prefix: string, siblings: Record<string, unknown>) => {
        if (typeof value === "string") {
          const key = prefix.split(".").pop()!;
          // "{{count}} events" reads wrong for one; a `_one` form (or a count in parentheses) says it right.
          if (/\{\{count\}\}\s+\p{L}/u.test(value) && !PLURAL.test(key) && !(`${key}_one` in siblings)) missing.push(`${file}:${prefix}`);
          return;
        }
        if (typeof value === "object" && value) for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k, value as Record<string, unknown>);
      };
      const root = JSON.parse(readFileSync(path.join(dir, "en", file), "utf8"));
      walk(root, "", root);
    }
    expect(missing).toEqual([]);
  });
});
