import { describe, expect, it } from "vitest";
import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { TableKit } from "@tiptap/extension-table";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { EDITOR_MARKS, EDITOR_NODES } from "@eln/shared/notes";
import { AttachmentImage } from "./attachmentImage";
import { linkOptions } from "./linkOptions";

// The extensions of SectionEditor (less the per-connection collaboration ones, which add no
// nodes or marks): the server's allow-list must be exactly the schema they build.
describe("the shared editor schema", () => {
  it("equals the schema of the web editor's extensions", () => {
    const schema = getSchema([
      StarterKit.configure({ undoRedo: false, link: linkOptions }),
      Subscript,
      Superscript,
      AttachmentImage,
      TableKit.configure({ table: { resizable: false } }),
      TaskList,
      TaskItem.configure({ nested: true }),
    ]);
    const attrsOf = (specs: Record<string, { spec: { attrs?: object } }>) =>
      Object.fromEntries(Object.entries(specs).map(([name, t]) => [name, Object.keys(t.spec.attrs ?? {}).sort()]));
    const sorted = (o: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [...v].sort()]));
    expect(attrsOf(schema.nodes as never)).toEqual(sorted(EDITOR_NODES));
    expect(attrsOf(schema.marks as never)).toEqual(sorted(EDITOR_MARKS));
  });
});
