/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Page, Path, StyleSheet, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { LabelLayout } from "@eln/shared/inventory";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../printing/pdfFonts";

export interface Label {
  code: string;
  name: string;
  /** a second name (English) printed small when it differs */
  nameEn: string | null;
  location: string | null;
}

const MM = 72 / 25.4; // react-pdf measures in points

/** The QR code of a text as one SVG path of dark modules (vector: sharp at any label size). */
function qrPath(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
  return { d, size: modules.size };
}

// Names and paths wrap at any character: a label is too narrow to wait for a space.
const splitAnywhere = (word: string) => Array.from(word).flatMap((c) => [c, ""]);

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, position: "relative" },
  label: { position: "absolute", flexDirection: "row", alignItems: "center", overflow: "hidden" },
  text: { flexGrow: 1, flexShrink: 1, flexDirection: "column" },
  code: { fontFamily: "Courier" },
});

function LabelView({ label, layout, x, y }: { label: Label; layout: LabelLayout; x: number; y: number }) {
  const pad = Math.min(2, layout.height / 10) * MM;
  const qrSide = layout.height * MM - 2 * pad;
  const qr = qrPath(label.code);
  // Font sizes follow the label height: 37 mm → 9 pt names, 21 mm → 6 pt.
  const base = Math.max(5, Math.min(9, layout.height / 4));
  return (
    <View style={[styles.label, { left: x * MM, top: y * MM, width: layout.width * MM, height: layout.height * MM, padding: pad }]}>
      {/* The QR keeps its full height whatever the text beside it needs. */}
      <View style={{ width: qrSide, height: qrSide, flexShrink: 0 }}>
        <Svg width={qrSide} height={qrSide} viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`}>
          <Path d={qr.d} fill="#000" />
        </Svg>
      </View>
      <View style={[styles.text, { marginLeft: pad, width: layout.width * MM - qrSide - 3 * pad }]}>
        <Text style={{ fontSize: base, fontWeight: 700, maxLines: 2, textOverflow: "ellipsis" }} hyphenationCallback={splitAnywhere}>
          {label.name}
        </Text>
        {label.nameEn && label.nameEn !== label.name && layout.height >= 30 && (
          <Text style={{ fontSize: base - 2, maxLines: 1, textOverflow: "ellipsis" }}>
            {label.nameEn}
          </Text>
        )}
        <Text style={[styles.code, { fontSize: base - 1, marginTop: 1 }]}>{label.code}</Text>
        {label.location && (
          <Text style={{ fontSize: base - 2, color: "#333", maxLines: 2 }} hyphenationCallback={splitAnywhere}>
            {label.location}
          </Text>
        )}
      </View>
    </View>
  );
}

/** An A4 label sheet: one label per container, row by row, after `skip` labels already used on the first sheet. */
export async function renderLabelSheet(labels: Label[], layout: LabelLayout, skip = 0): Promise<Buffer> {
  registerPdfFonts();
  const perPage = layout.columns * layout.rows;
  const slots = [...Array<Label | null>(skip % perPage).fill(null), ...labels];
  const pages: (Label | null)[][] = [];
  for (let i = 0; i < slots.length; i += perPage) pages.push(slots.slice(i, i + perPage));
  return renderToBuffer(
    <Document title="Labels">
      {pages.map((page, p) => (
        <Page key={p} size="A4" style={styles.page}>
          {page.map((label, i) =>
            label ? (
              <LabelView
                key={i}
                label={label}
                layout={layout}
                x={layout.left + (i % layout.columns) * layout.pitchX}
                y={layout.top + Math.floor(i / layout.columns) * layout.pitchY}
              />
            ) : null,
          )}
        </Page>
      ))}
    </Document>,
  );
}
