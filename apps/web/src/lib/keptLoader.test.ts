import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { keptComponent, keptLoader, lazyKept } from "./keptLoader";

const Hello = () => createElement("p", null, "hello");
const inSuspense = (C: ReturnType<typeof lazyKept>) => renderToString(createElement(Suspense, { fallback: "waiting" }, createElement(C)));

describe("kept loaders", () => {
  it("loads once, keeps the value once it arrived, and tries again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValue("code");
    const loader = keptLoader(load);
    expect(loader.kept).toBeUndefined();
    await expect(loader.load()).rejects.toThrow("chunk gone");
    expect(loader.kept).toBeUndefined();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect([a, b]).toEqual(["code", "code"]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.kept).toEqual({ value: "code" });
  });

  it("renders a component whose code has arrived without suspending, and suspends before", async () => {
    const arrived = keptLoader(async () => Hello);
    await arrived.load();
    expect(inSuspense(lazyKept(arrived, (C) => C))).toContain("hello");
    // Not loaded yet: the fallback shows (a lazy that awaited an import() always did this).
    const pending = keptLoader(() => new Promise<typeof Hello>(() => {}));
    expect(inSuspense(lazyKept(pending, (C) => C))).toContain("waiting");
  });

  it("preloads a component quietly: a failed preload is asked again by the render, and once arrived it renders at once", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValue(Hello);
    const { Component, preload } = keptComponent(load);
    // Neither throws nor leaves a rejection behind.
    expect(preload()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    preload();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(Component)).toContain("hello");
  });
});
