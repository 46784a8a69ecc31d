import { describe, expect, it } from "vitest";
import { setBounded } from "./setBounded";

describe("setBounded", () => {
  it("drops the entry set longest ago when a new key would pass the bound", () => {
    const m = new Map([["a", 1], ["b", 2]]);
    setBounded(m, 2, "c", 3);
    expect([...m.entries()]).toEqual([["b", 2], ["c", 3]]);
  });

  it("changes a key it holds without dropping another", () => {
    const m = new Map([["a", 1], ["b", 2]]);
    setBounded(m, 2, "a", 10);
    expect(Object.fromEntries(m)).toEqual({ a: 10, b: 2 });
  });
});
