// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimLocalNotes, forgetLocalNotes, keepLocalNotesFor, localNoteName, markLocalEdits, notesWithLocalEdits } from "./localNoteCopies";

const deleted: string[] = [];
beforeEach(() => {
  localStorage.clear();
  deleted.length = 0;
  vi.stubGlobal("indexedDB", {
    databases: async () => [{ name: localNoteName("a") }, { name: localNoteName("b") }, { name: "y-other-app" }],
    deleteDatabase: (name: string) => deleted.push(name),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the notes kept on this device", () => {
  it("counts the notes with edits the server has not confirmed", () => {
    markLocalEdits("a", true);
    markLocalEdits("a", true);
    markLocalEdits("b", true);
    expect(notesWithLocalEdits()).toBe(2);
    markLocalEdits("a", false);
    expect(notesWithLocalEdits()).toBe(1);
  });

  it("are removed, all of them and nothing else, when another person signs in", async () => {
    keepLocalNotesFor("u1");
    await claimLocalNotes("u1");
    expect(deleted).toEqual([]);
    markLocalEdits("a", true);
    await claimLocalNotes("u2");
    expect(deleted).toEqual([localNoteName("a"), localNoteName("b")]);
    expect(notesWithLocalEdits()).toBe(0);
    // Kept since for u2: u2 signing in again removes nothing.
    deleted.length = 0;
    await claimLocalNotes("u2");
    expect(deleted).toEqual([]);
  });

  it("of no known owner (kept before owners were recorded) are removed at the next sign-in", async () => {
    await claimLocalNotes("u1");
    expect(deleted).toEqual([localNoteName("a"), localNoteName("b")]);
  });

  it("are nothing to remove where the browser has no IndexedDB", async () => {
    vi.stubGlobal("indexedDB", undefined);
    markLocalEdits("a", true);
    await expect(forgetLocalNotes()).resolves.toBeUndefined();
    expect(notesWithLocalEdits()).toBe(0);
  });
});
