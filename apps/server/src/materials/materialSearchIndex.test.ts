import { describe, expect, it } from "vitest";
import { compareCodePoints } from "./materialSearchIndex";

describe("compareCodePoints", () => {
  it("orders as PostgreSQL's C collation does: by code point, past U+FFFF too", () => {
    const words = ["𠮷野家", "ｱ", "a", "", "ab", "あ", "Z", "\uFF5E"];
    const byBytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...words].sort(compareCodePoints)).toEqual(byBytes);
    // JavaScript's own order puts the surrogate pair of 𠮷 (U+20BB7) before U+FF71: wrong for C.
    expect([...words].sort()).not.toEqual(byBytes);
  });
});
