import { describe, expect, it } from "vitest";
import { noteDocumentName, noteIdFromDocumentName } from "./noteSchemas";

describe("a socket document's note", () => {
  it("is the id of a note:<uuid> name, and nothing for any other name", () => {
    const id = "0b6f3c3e-8a1d-4c55-9a57-1f2e3d4c5b6a";
    expect(noteIdFromDocumentName(noteDocumentName(id))).toBe(id);
    for (const name of ["note:abc", "note:", `note:${id} `, `note:${id}/x`, `space:${id}`, id]) expect(noteIdFromDocumentName(name), name).toBeNull();
  });
});
