import { Box } from "@mui/material";
import { useMemo } from "react";
import { generateHTML } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { TaskItem, TaskList } from "@tiptap/extension-list";

// The editor's document schema without its interactive parts (collaboration, menus).
export const readExtensions = [StarterKit.configure({ undoRedo: false }), Subscript, Superscript, Image, TableKit, TaskList, TaskItem];

/**
 * A section's stored JSON as HTML through Tiptap's own serialiser: only the schema's nodes and
 * marks come out (links keep only allowed protocols), so nothing a user typed executes.
 */
function sectionHtml(json: unknown): string {
  try {
    return json ? wrapTables(generateHTML(json as Parameters<typeof generateHTML>[0], readExtensions)) : "";
  } catch {
    return "";
  }
}

/**
 * Each table in a scrolling box, as the editor renders it (TableKit's `renderWrapper`): a wide
 * table made the versions page wider than a phone's screen. Through the DOM, not string edits.
 */
function wrapTables(html: string): string {
  if (!html.includes("<table")) return html;
  const doc = document.createElement("template");
  doc.innerHTML = html;
  for (const table of doc.content.querySelectorAll("table")) {
    const wrapper = document.createElement("div");
    wrapper.className = "tableWrapper";
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
  return doc.innerHTML;
}

/** Read-only rich text of a section: a version's content. */
export function SectionPreview({ json, testId, bordered = false }: { json: unknown; testId?: string; bordered?: boolean }) {
  const html = useMemo(() => sectionHtml(json), [json]);
  return (
    <Box
      className="note-editor"
      data-testid={testId}
      sx={bordered ? { border: 1, borderColor: "divider", borderRadius: 1 } : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
