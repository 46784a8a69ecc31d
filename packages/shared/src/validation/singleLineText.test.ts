import { describe, expect, it } from "vitest";
import { noteCreateSchema } from "../notes/noteSchemas";
import { projectCreateSchema, spaceCreateSchema } from "../spaces/spaceSchemas";

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("titles and names are one line", () => {
  it("refuses a line break or tab in a space, project or note title with the single-line message", () => {
    for (const bad of ["A\nB", "A\r\nB", "A\tB", "A\u2028B", "A\u0085B"]) {
      expect(message(spaceCreateSchema.safeParse({ name: bad }))).toBe("validation.singleLine");
      expect(message(projectCreateSchema.safeParse({ name: bad, space_id: "7f1c8e0e-3d3b-4c55-9a43-0e2c4b1d6a11" }))).toBe("validation.singleLine");
      expect(message(noteCreateSchema.safeParse({ title: bad }))).toBe("validation.singleLine");
    }
  });
  it("still trims the ends (a pasted trailing newline is not a line break inside the name)", () => {
    expect(spaceCreateSchema.parse({ name: " Lab\n" }).name).toBe("Lab");
    expect(noteCreateSchema.parse({ title: "Titration\n" }).title).toBe("Titration");
  });
});
