import { describe, expect, it } from "vitest";
import { addressScreens } from "./addressScreens";
import { screenCode } from "./screenCode";

describe("screen code", () => {
  it("knows every screen by its module path, and refuses an unknown one", () => {
    expect(screenCode("features/notes/NotePage")).toBeDefined();
    expect(() => screenCode("features/notes/NoSuchPage")).toThrow("No screen module");
  });

  it("knows the screens prefetch.ts starts by address", () => {
    for (const screen of addressScreens) expect(() => screenCode(screen.module), screen.module).not.toThrow();
  });
});
