/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { createRequire } from "node:module";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { NoteSections, type NoteSection } from "@eln/shared/notes";
import type { PmNode } from "../notes/noteDocument";
import type { NoteMaterialSnapshotLine } from "../materials/noteMaterialsSnapshot";

const require = createRequire(import.meta.url);
let fontsReady = false;
/** Noto Sans JP ships as TTF from npm, so Japanese renders without any OS font. */
function registerFonts() {
  if (fontsReady) return;
  Font.register({
    family: "NotoSansJP",
    fonts: [
      { src: require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"), fontWeight: 400 },
      { src: require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  // Japanese has no spaces: allow a line break between any two characters.
  Font.registerHyphenationCallback((word) => (/[\u3000-\u9fff\uff00-\uffef]/.test(word) ? Array.from(word).flatMap((c) => [c, ""]) : [word]));
  fontsReady = true;
}

const s = StyleSheet.create({
  page: { fontFamily: "NotoSansJP", fontSize: 10, padding: 40, lineHeight: 1.5, color: "#222" },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 6 },
  meta: { fontSize: 9, color: "#555", marginBottom: 2 },
  tags: { flexDirection: "row", flexWrap: "wrap", marginTop: 4, marginBottom: 8 },
  tag: { fontSize: 8, borderRadius: 3, paddingHorizontal: 4, paddingVertical: 1, marginRight: 4, color: "#fff" },
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 12, fontWeight: 700, borderBottomWidth: 1, borderBottomColor: "#1565c0", color: "#1565c0", marginBottom: 4, paddingBottom: 2 },
  p: { marginBottom: 4 },
  h: { fontWeight: 700, marginTop: 4, marginBottom: 2 },
  li: { flexDirection: "row", marginBottom: 2 },
  table: { borderWidth: 0.5, borderColor: "#999", marginVertical: 4 },
  tr: { flexDirection: "row" },
  td: { flex: 1, borderWidth: 0.5, borderColor: "#999", padding: 3 },
  empty: { color: "#999" },
});

export interface PdfLabels {
  sections: Record<NoteSection | "materials", string>;
  created: string;
  updated: string;
  project: string;
  tags: string;
  empty: string;
  material: string;
  quantity: string;
  molarMass: string;
}

export interface PdfNote {
  title: string;
  projectTitle: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string;
  updatedBy: string;
  tags: { title: string; color: string }[];
  content: Record<string, unknown>;
  materials: NoteMaterialSnapshotLine[];
}

function inline(nodes: PmNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((n, i) => {
    if (n.type === "hardBreak") return "\n";
    if (n.type !== "text") return null;
    const marks = new Set((n.marks ?? []).map((m) => m.type));
    const style: Record<string, unknown> = {};
    if (marks.has("bold")) style.fontWeight = 700;
    if (marks.has("italic")) style.fontStyle = "italic";
    if (marks.has("underline")) style.textDecoration = "underline";
    if (marks.has("strike")) style.textDecoration = "line-through";
    if (marks.has("link")) style.color = "#1565c0";
    if (marks.has("subscript") || marks.has("superscript")) {
      style.fontSize = 7;
      style.verticalAlign = marks.has("subscript") ? "sub" : "super";
    }
    // Italic has no face in Noto Sans JP; the style falls back silently.
    delete style.fontStyle;
    return (
      <Text key={i} style={style as never}>
        {n.text}
      </Text>
    );
  });
}

function block(n: PmNode, key: number, depth = 0): ReactNode {
  switch (n.type) {
    case "paragraph":
      return (
        <Text key={key} style={s.p}>
          {inline(n.content)}
        </Text>
      );
    case "heading":
      return (
        <Text key={key} style={[s.h, { fontSize: Math.max(10, 15 - Number(n.attrs?.level ?? 2)) }]}>
          {inline(n.content)}
        </Text>
      );
    case "bulletList":
    case "orderedList":
      return (
        <View key={key} style={{ marginLeft: 10 * depth }}>
          {(n.content ?? []).map((li, i) => (
            <View key={i} style={s.li}>
              <Text style={{ width: 14 }}>{n.type === "orderedList" ? `${i + 1}.` : "•"}</Text>
              <View style={{ flex: 1 }}>{(li.content ?? []).map((c, j) => block(c, j, depth + 1))}</View>
            </View>
          ))}
        </View>
      );
    case "table":
      return (
        <View key={key} style={s.table}>
          {(n.content ?? []).map((row, i) => (
            <View key={i} style={s.tr}>
              {(row.content ?? []).map((cell, j) => (
                <View key={j} style={[s.td, cell.type === "tableHeader" ? { backgroundColor: "#eef3fb" } : {}]}>
                  {(cell.content ?? []).map((c, k) => block(c, k, depth))}
                </View>
              ))}
            </View>
          ))}
        </View>
      );
    case "blockquote":
      return (
        <View key={key} style={{ borderLeftWidth: 2, borderLeftColor: "#ccc", paddingLeft: 6 }}>
          {(n.content ?? []).map((c, i) => block(c, i, depth))}
        </View>
      );
    case "codeBlock":
      return (
        <Text key={key} style={[s.p, { backgroundColor: "#f5f5f5", padding: 4 }]}>
          {inline(n.content)}
        </Text>
      );
    case "image":
      return (
        <Text key={key} style={[s.p, s.empty]}>
          [{String(n.attrs?.alt ?? n.attrs?.title ?? "image")}]
        </Text>
      );
    default:
      return n.content ? <View key={key}>{n.content.map((c, i) => block(c, i, depth))}</View> : null;
  }
}

function Section({ title, doc, empty }: { title: string; doc: PmNode | undefined; empty: string }) {
  const blocks = doc?.content ?? [];
  return (
    <View style={s.section}>
      <Text style={s.sectionTitle}>{title}</Text>
      {blocks.length ? blocks.map((b, i) => block(b, i)) : <Text style={s.empty}>{empty}</Text>}
    </View>
  );
}

const fmt = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** The whole note as a PDF: title, metadata, tags, every section and the materials table. */
export async function renderNotePdf(note: PdfNote, l: PdfLabels): Promise<Buffer> {
  registerFonts();
  const order: (NoteSection | "materials")[] = ["backgroundAndObjective", "materials", "methods", "results", "conclusion"];
  const doc = (
    <Document title={note.title} creator="ELN" producer="ELN">
      <Page size="A4" style={s.page} wrap>
        <Text style={s.title}>{note.title}</Text>
        <Text style={s.meta}>
          {l.project}: {note.projectTitle}
        </Text>
        <Text style={s.meta}>
          {l.created}: {fmt(note.createdAt)} · {note.createdBy}
        </Text>
        <Text style={s.meta}>
          {l.updated}: {fmt(note.updatedAt)} · {note.updatedBy}
        </Text>
        {note.tags.length > 0 && (
          <View style={s.tags}>
            <Text style={[s.meta, { marginRight: 4 }]}>{l.tags}:</Text>
            {note.tags.map((t, i) => (
              <Text key={i} style={[s.tag, { backgroundColor: t.color }]}>
                {t.title}
              </Text>
            ))}
          </View>
        )}
        {order.map((key) =>
          key === "materials" ? (
            note.materials.length ? (
              <View key={key} style={s.section}>
                <Text style={s.sectionTitle}>{l.sections.materials}</Text>
                <View style={s.table}>
                  <View style={[s.tr, { backgroundColor: "#eef3fb" }]}>
                    <Text style={s.td}>{l.material}</Text>
                    <Text style={s.td}>{l.quantity}</Text>
                    <Text style={s.td}>{l.molarMass}</Text>
                  </View>
                  {note.materials.map((m, i) => (
                    <View key={i} style={s.tr}>
                      <Text style={s.td}>{m.nameEn && m.nameEn !== m.name ? `${m.name} (${m.nameEn})` : m.name}</Text>
                      <Text style={s.td}>
                        {m.quantity} {m.unit}
                      </Text>
                      <Text style={s.td}>{m.molarMass ? `${m.molarMass} g/mol` : "—"}</Text>
                    </View>
                  ))}
                </View>
              </View>
            ) : null
          ) : (
            <Section key={key} title={l.sections[key]} doc={note.content[key] as PmNode | undefined} empty={l.empty} />
          ),
        )}
      </Page>
    </Document>
  );
  return renderToBuffer(doc);
}

export const pdfLabels: Record<"en" | "ja", PdfLabels> = {
  en: {
    sections: { backgroundAndObjective: "Background and objective", materials: "Materials", methods: "Methods", results: "Results", conclusion: "Conclusion" },
    created: "Created",
    updated: "Last edited",
    project: "Project",
    tags: "Tags",
    empty: "(empty)",
    material: "Material",
    quantity: "Quantity",
    molarMass: "Molar mass",
  },
  ja: {
    sections: { backgroundAndObjective: "背景と目的", materials: "試薬・材料", methods: "方法", results: "結果", conclusion: "結論" },
    created: "作成",
    updated: "最終編集",
    project: "プロジェクト",
    tags: "タグ",
    empty: "（未記入）",
    material: "材料",
    quantity: "量",
    molarMass: "モル質量",
  },
};
void NoteSections;
