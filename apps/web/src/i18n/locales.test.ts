import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every message exists in both languages (spec: en and ja, word for word), plural forms too:
// where English has a `_one`, Japanese has the same key with its one form for every count.
const dir = path.join(import.meta.dirname, "locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A catalogue's messages by their dotted key. */
function messagesOf(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => messagesOf(v, prefix ? `${prefix}.${k}` : k));
}
const read = (lang: string, file: string) => new Map(messagesOf(JSON.parse(readFileSync(path.join(dir, lang, file), "utf8"))));
const files = readdirSync(path.join(dir, "en"));

describe("messages", () => {
  it("has the same namespaces in en and ja", () => {
    expect(readdirSync(path.join(dir, "ja")).sort()).toEqual([...files].sort());
  });

  it.each(files)("%s: every key in both languages", (file) => {
    const en = read("en", file);
    const ja = read("ja", file);
    expect([...en.keys()].filter((k) => !ja.has(k)), "missing in ja").toEqual([]);
    expect([...ja.keys()].filter((k) => !en.has(k)), "missing in en").toEqual([]);
  });

  it("counts that can be 1 have an English singular", () => {
    // "{{count}} events" reads wrong for one; a `_one` form (or a count in parentheses) says it right.
    const missing = files.flatMap((file) => {
      const en = read("en", file);
      return [...en]
        .filter(([key, text]) => typeof text === "string" && /\{\{count\}\}\s+\p{L}/u.test(text) && !PLURAL.test(key) && !en.has(`${key}_one`))
        .map(([key]) => `${file}:${key}`);
    });
    expect(missing).toEqual([]);
  });
});
