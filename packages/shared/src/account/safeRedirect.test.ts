import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safeRedirect";

describe("safeRedirect", () => {
  it("keeps same-app paths with their query and fragment", () => {
    expect(safeRedirect("/sso-auth?redirectUrl=https%3A%2F%2Fpartner.example%2Fcb")).toBe("/sso-auth?redirectUrl=https%3A%2F%2Fpartner.example%2Fcb");
    expect(safeRedirect("/notes/1#comments")).toBe("/notes/1#comments");
  });
  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "javascript:alert(1)", "", null])("refuses %s", (t) => {
    expect(safeRedirect(t as string | null)).toBe("/spaces");
  });
});
