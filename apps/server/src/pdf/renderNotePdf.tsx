/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createContext, useContext, type ReactNode } from "react";
import { NoteSections, type NoteSection } from "@eln/shared/notes";
import { formatBytes } from "@eln/shared/attachments";
import type { PmNode } from "../notes";
import type { NoteMaterialSnapshotLine } from "../materials";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../printing/pdfFonts";
import { ScriptedText } from "../printing/ScriptedText";
import { pdfDateTime } from "../printing/pdfDate";
import { italicPieces, loadPdfItalicFont } from "./pdfItalicFont";
import { overlayPages } from "./overlayPages";
import { imagePixelSize } from "./imageSize";

/** Font sizes of the body text and the title (react-pdf has no relative size for a script). */
const BODY = 10;
const TITLE = 18;
const headingSize = (n: PmNode) => Math.max(BODY, 15 - Number(n.attrs?.level ?? 2));

/** Page margins: the running header and the page number sit in the top and bottom ones. */
const MARGIN = 40;
// The line height is the body's, not the page's: react-pdf resolves a page's styles again for each
// page it breaks, multiplying an inherited lineHeight by the font size each time, so the page
// number (laid out anew on every page) vanished or the render crashed on a long note.
const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: BODY, paddingHorizontal: MARGIN, paddingTop: MARGIN + 12, paddingBottom: MARGIN + 12, color: "#222" },
  body: { fontSize: BODY, lineHeight: 1.5 },
  header: { position: "absolute", top: 22, left: MARGIN, right: MARGIN, fontSize: 8, color: "#777" },
  headerRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#ccc", paddingBottom: 2 },
  headerTitle: { flex: 1, maxLines: 1, textOverflow: "ellipsis", marginRight: 12 },
  headerProject: { maxWidth: "40%", maxLines: 1, textOverflow: "ellipsis" },
  footer: { position: "absolute", bottom: 22, left: MARGIN, right: MARGIN, flexDirection: "row", justifyContent: "space-between", fontSize: 8, color: "#777" },
  pageNumber: { justifyContent: "flex-end" },
  title: { fontSize: TITLE, fontWeight: 700, lineHeight: 1.3, marginBottom: 8 },
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

/** Molar masses as the app shows them: at most 3 decimals (a sum over a formula carries float noise). */
const molarMassFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

export interface PdfLabels {
  /** How dates are written (Intl locale). */
  locale: "en-US" | "ja-JP";
  sections: Record<NoteSection | "materials", string>;
  created: string;
  updated: string;
  /** "Imported: <from> · <when> · <importer>", and what stands for an unnamed source. */
  imported: string;
  anArchive: string;
  project: string;
  tags: string;
  empty: string;
  material: string;
  quantity: string;
  molarMass: string;
  signatures?: string;
  meanings?: Record<string, string>;
  changedSinceSigned?: string;
  locked?: string;
  attachments: string;
  fileName: string;
  fileSize: string;
  sha256: string;
  /** The footer's page number: "Page 3 of 55". */
  page: (page: number, total: number) => string;
  noteId: string;
}

/** Image bytes by attachment id (PNG or JPEG: what the PDF renderer can embed). */
export type PdfImages = Map<string, { data: Buffer; format: "png" | "jpg" }>;
export interface PdfAttachment {
  name: string;
  size: number;
  sha256: string;
}
const ImagesContext = createContext<PdfImages>(new Map());

/** The width of the text on an A4 page (595.28 pt) between the margins. */
const TEXT_WIDTH = 595.28 - 2 * MARGIN;
/** The tallest an image is drawn, so that a portrait photo leaves room for the text around it. */
const IMAGE_MAX_HEIGHT = 320;
/** A screen's pixel is 1/96 inch (CSS), a point 1/72: what the note shows at 120 px is 90 pt wide. */
const PT_PER_PX = 72 / 96;

/**
 * An image of the note, inline at the size the editor shows it (its pixels at 96 dpi), made smaller
 * to fit the text width and IMAGE_MAX_HEIGHT, never larger: a 120×80 px picture was stretched to the
 * whole width. A placeholder when it cannot be embedded.
 */
function NoteImage({ n }: { n: PmNode }) {
  const images = useContext(ImagesContext);
  const img = images.get(String(n.attrs?.attachmentId ?? ""));
  if (!img) return <Text style={[s.p, s.empty]}>[{String(n.attrs?.alt ?? n.attrs?.title ?? "image")}]</Text>;
  const px = imagePixelSize(img.data, img.format);
  const margin = { marginVertical: 4 } as const;
  // Size unknown (a header we cannot read): as wide as it fits, as before.
  if (!px) return <Image src={{ data: img.data, format: img.format }} style={{ ...margin, maxWidth: "100%", maxHeight: IMAGE_MAX_HEIGHT, objectFit: "contain" }} />;
  const scale = Math.min(PT_PER_PX, TEXT_WIDTH / px.width, IMAGE_MAX_HEIGHT / px.height);
  // The width only: the height follows the picture's ratio, also where a list or table cell is
  // narrower than the text and maxWidth makes it smaller still.
  return <Image src={{ data: img.data, format: img.format }} style={{ ...margin, width: px.width * scale, maxWidth: "100%", alignSelf: "flex-start" }} />;
}

/** What stands before a list item: its number, a bullet, or a task's box. */
function listMarker(listType: string, item: PmNode, index: number): string {
  if (listType === "orderedList") return `${index + 1}.`;
  if (listType === "taskList") return item.attrs?.checked ? "[x]" : "[ ]";
  return "•";
}

export interface PdfNote {
  /** Printed in the footer of every page, so that a loose page can be traced to its note. */
  id?: string;
  title: string;
  projectTitle: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string;
  updatedBy: string;
  /** An .eln import: the archive's notebook and author, and who imported it when (createdBy is the importer). */
  imported?: { from: string | null; originalAuthor: string | null; at: Date; by: string } | null;
  tags: { title: string; color: string }[];
  content: Record<string, unknown>;
  materials: NoteMaterialSnapshotLine[];
  /** Electronic signatures (§11.50): printed name, date-time, meaning; and whether the note changed since. */
  signatures?: { signerName: string; signedAt: Date; meaning: string; contentHash: string; changedSince: boolean; tsaTime: Date | null }[];
  lockedAt?: Date | null;
  /** The reader's time zone (IANA), in which every date is written; UTC when not known. */
  timeZone?: string;
  images?: PdfImages;
  attachments?: PdfAttachment[];
}

/** A block's text runs; `fontSize` is the block's, for the sub- and superscripts people type (H₂O). */
function inline(nodes: PmNode[] | undefined, fontSize = BODY): ReactNode[] {
  return (nodes ?? []).map((n, i) => {
    if (n.type === "hardBreak") return "\n";
    if (n.type !== "text") return null;
    const marks = new Set((n.marks ?? []).map((m) => m.type));
    const style: Record<string, unknown> = {};
    if (marks.has("bold")) style.fontWeight = 700;
    if (marks.has("underline")) style.textDecoration = "underline";
    if (marks.has("strike")) style.textDecoration = "line-through";
    if (marks.has("link")) style.color = "#1565c0";
    if (marks.has("subscript") || marks.has("superscript")) {
      style.fontSize = 7;
      style.verticalAlign = marks.has("subscript") ? "sub" : "super";
    }
    const size = typeof style.fontSize === "number" ? style.fontSize : fontSize;
    return (
      <Text key={i} style={style as never}>
        {marks.has("italic") ? (
          italicPieces(n.text ?? "").map((piece, j) => (
            <Text key={j} style={{ fontFamily: piece.fontFamily }}>
              <ScriptedText text={piece.text} fontSize={size} />
            </Text>
          ))
        ) : (
          <ScriptedText text={n.text ?? ""} fontSize={size} />
        )}
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
        <Text key={key} style={[s.h, { fontSize: headingSize(n) }]}>
          {inline(n.content, headingSize(n))}
        </Text>
      );
    case "bulletList":
    case "orderedList":
    case "taskList":
      return (
        <View key={key} style={{ marginLeft: 10 * depth }}>
          {(n.content ?? []).map((li, i) => (
            <View key={i} style={s.li}>
              <Text style={{ width: n.type === "taskList" ? 18 : 14 }}>{listMarker(n.type, li, i)}</Text>
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
      return <NoteImage key={key} n={n} />;
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

/**
 * A section holding a table (materials, attachments) whose title, header row and first row stay on
 * one page: the header sat alone at the foot of a page with its rows on the next. They are one
 * unbreakable block, the rows after it a second table joined on without a seam (no border or
 * margin between the two), each row unbreakable in turn.
 */
function HeadedTable({ title, header, rows }: { title: string; header: ReactNode; rows: ReactNode[] }) {
  const [first, ...rest] = rows;
  return (
    <View style={s.section}>
      <View wrap={false}>
        <Text style={s.sectionTitle}>{title}</Text>
        <View style={[s.table, rest.length ? { marginBottom: 0, borderBottomWidth: 0 } : {}]}>
          <View style={[s.tr, { backgroundColor: "#eef3fb" }]}>{header}</View>
          {first}
        </View>
      </View>
      {rest.length > 0 && <View style={[s.table, { marginTop: 0, borderTopWidth: 0 }]}>{rest}</View>}
    </View>
  );
}

/** The whole note as a PDF: title, metadata, tags, every section and the materials table. */
export async function renderNotePdf(note: PdfNote, l: PdfLabels): Promise<Buffer> {
  registerPdfFonts();
  await loadPdfItalicFont();
  const fmt = (d: Date) => pdfDateTime(d, note.timeZone ?? "UTC", [l.locale]);
  const order: (NoteSection | "materials")[] = ["backgroundAndObjective", "materials", "methods", "results", "conclusion"];
  const doc = (
    <Document title={note.title} creator="ELN" producer="ELN">
      <Page size="A4" style={s.page} wrap>
        <View style={s.body}>
          <Text style={s.title}>
            <ScriptedText text={note.title} fontSize={TITLE} />
          </Text>
          <Text style={s.meta}>
            {l.project}: {note.projectTitle}
          </Text>
          <Text style={s.meta}>
            {l.created}: {fmt(note.createdAt)} · {note.imported ? (note.imported.originalAuthor ?? "—") : note.createdBy}
          </Text>
          {note.imported && (
            <Text style={s.meta}>
              {l.imported}: {note.imported.from ?? l.anArchive} · {fmt(note.imported.at)} · {note.imported.by}
            </Text>
          )}
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
                <HeadedTable
                  key={key}
                  title={l.sections.materials}
                  header={
                    <>
                      <Text style={s.td}>{l.material}</Text>
                      <Text style={s.td}>{l.quantity}</Text>
                      <Text style={s.td}>{l.molarMass}</Text>
                    </>
                  }
                  rows={note.materials.map((m, i) => (
                    <View key={i} style={s.tr} wrap={false}>
                      <Text style={s.td}>
                        <ScriptedText text={m.nameEn && m.nameEn !== m.name ? `${m.name} (${m.nameEn})` : m.name} fontSize={BODY} />
                      </Text>
                      <Text style={s.td}>
                        {m.quantity} {m.unit}
                      </Text>
                      <Text style={s.td}>{m.molarMass ? `${molarMassFormat.format(m.molarMass)} g/mol` : "—"}</Text>
                    </View>
                  ))}
                />
              ) : null
            ) : (
              <Section key={key} title={l.sections[key]} doc={note.content[key] as PmNode | undefined} empty={l.empty} />
            ),
          )}
          {!!note.signatures?.length && (
            <View style={s.section} wrap={false}>
              <Text style={s.sectionTitle}>{l.signatures ?? "Signatures"}</Text>
              {note.signatures.map((g, i) => (
                <Text key={i} style={s.meta}>
                  {l.meanings?.[g.meaning] ?? g.meaning}: {g.signerName} · {fmt(g.signedAt)}
                  {g.tsaTime ? ` · RFC 3161 ${fmt(g.tsaTime)}` : ""} · SHA-256 {g.contentHash}
                  {g.changedSince ? ` · ${l.changedSinceSigned ?? "changed since signed"}` : ""}
                </Text>
              ))}
            </View>
          )}
          {note.lockedAt && <Text style={s.meta}>{l.locked ?? "Locked"}: {fmt(note.lockedAt)}</Text>}
          {!!note.attachments?.length && (
            <HeadedTable
              title={l.attachments}
              header={
                <>
                  <Text style={[s.td, { flex: 2 }]}>{l.fileName}</Text>
                  <Text style={[s.td, { flex: 1 }]}>{l.fileSize}</Text>
                  <Text style={[s.td, { flex: 4 }]}>{l.sha256}</Text>
                </>
              }
              rows={note.attachments.map((a, i) => (
                <View key={i} style={s.tr} wrap={false}>
                  <Text style={[s.td, { flex: 2 }]}>{a.name}</Text>
                  <Text style={[s.td, { flex: 1 }]}>{formatBytes(a.size)}</Text>
                  <Text style={[s.td, { flex: 4, fontSize: 7 }]}>{a.sha256}</Text>
                </View>
              ))}
            />
          )}
        </View>
      </Page>
    </Document>
  );
  const body = await renderToBuffer(<ImagesContext.Provider value={note.images ?? new Map()}>{doc}</ImagesContext.Provider>);
  return stampPageMarks(body, note, l);
}

/**
 * Every page's footer (the note's id, "Page 3 of 55") and, from page 2, its running header (the
 * title cut to one line, the project), as a reader sees them. They are not part of the note's
 * layout: a `render` prop anywhere on a page (a page number) makes react-pdf lay out all the
 * remaining content again at every page break, which made long notes 2–2.5× slower to render.
 * So the note is rendered without them, then a small document with the same page style holding
 * them only, static text at the same place: page 1 the footer's note id, page 2 the header and
 * the note id, then one page per page number, right-aligned in the footer's row as it was beside
 * the id. Its pages are drawn over the note's (pdf-lib): same fonts, same layout code, same place.
 */
async function stampPageMarks(body: Buffer, note: PdfNote, l: PdfLabels): Promise<Buffer> {
  const noteId = <Text>{note.id ? `${l.noteId}: ${note.id}` : ""}</Text>;
  const marks = (total: number) =>
    renderToBuffer(
      <Document>
        <Page size="A4" style={s.page}>
          <View style={s.footer}>{noteId}</View>
        </Page>
        <Page size="A4" style={s.page}>
          <View style={s.header}>
            <View style={s.headerRow}>
              <Text style={s.headerTitle}>
                <ScriptedText text={note.title} fontSize={8} />
              </Text>
              <Text style={s.headerProject}>{note.projectTitle}</Text>
            </View>
          </View>
          <View style={s.footer}>{noteId}</View>
        </Page>
        {Array.from({ length: total }, (_, i) => (
          <Page key={i} size="A4" style={s.page}>
            <View style={[s.footer, s.pageNumber]}>
              <Text>{l.page(i + 1, total)}</Text>
            </View>
          </Page>
        ))}
      </Document>,
    );
  return overlayPages(body, marks, (i) => [i === 0 ? 0 : 1, 2 + i]);
}

export const pdfLabels: Record<"en" | "ja", PdfLabels> = {
  en: {
    locale: "en-US",
    sections: { backgroundAndObjective: "Background and objective", materials: "Materials", methods: "Methods", results: "Results", conclusion: "Conclusion" },
    created: "Created",
    updated: "Last edited",
    imported: "Imported",
    anArchive: "an .eln archive",
    project: "Project",
    tags: "Tags",
    empty: "(empty)",
    material: "Material",
    quantity: "Quantity",
    molarMass: "Molar mass",
    signatures: "Signatures",
    meanings: { authored: "Authored", reviewed: "Reviewed", approved: "Approved", witnessed: "Witnessed" },
    changedSinceSigned: "changed since signed",
    locked: "Locked",
    attachments: "Attachments",
    fileName: "File",
    fileSize: "Size",
    sha256: "SHA-256",
    page: (page, total) => `Page ${page} of ${total}`,
    noteId: "Note ID",
  },
  ja: {
    locale: "ja-JP",
    sections: { backgroundAndObjective: "背景と目的", materials: "試薬・材料", methods: "方法", results: "結果", conclusion: "結論" },
    created: "作成",
    updated: "最終編集",
    imported: "インポート",
    anArchive: ".eln アーカイブ",
    project: "プロジェクト",
    tags: "タグ",
    empty: "（未記入）",
    material: "材料",
    quantity: "量",
    molarMass: "モル質量",
    signatures: "署名",
    meanings: { authored: "作成者", reviewed: "確認者", approved: "承認者", witnessed: "立会人" },
    changedSinceSigned: "署名後に変更あり",
    locked: "ロック",
    attachments: "添付ファイル",
    fileName: "ファイル名",
    fileSize: "サイズ",
    sha256: "SHA-256",
    page: (page, total) => `${page} / ${total} ページ`,
    noteId: "ノートID",
  },
};
void NoteSections;
