import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../test/pdfText";
import { imagePixelSize } from "./imageSize";
import { pdfLabels, renderNotePdf, type PdfNote } from "./renderNotePdf";

const note = (content: Record<string, unknown>, more: Partial<PdfNote> = {}): PdfNote => ({
  title: "Layout",
  projectTitle: "XRD",
  createdAt: new Date("2026-11-27T00:00:00Z"),
  updatedAt: new Date("2026-11-27T00:00:00Z"),
  createdBy: "Ada",
  updatedBy: "Ada",
  tags: [],
  content,
  materials: [],
  ...more,
});
const doc = (...content: unknown[]) => ({ type: "doc", content });
const paragraph = (t: string) => ({ type: "paragraph", content: [{ type: "text", text: t }] });
const image = (attachmentId: string) => ({ type: "image", attrs: { src: "", alt: `${attachmentId}.png`, attachmentId } });

/** A grey PNG of the given size in pixels. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
    return Buffer.concat([len, Buffer.from(type, "latin1"), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte of each row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** Each image pdfimages lists: its pixels and the resolution it is drawn at (pixels per inch of the page). */
function drawnImages(pdf: Uint8Array) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-test-pdf-"));
  try {
    writeFileSync(path.join(dir, "t.pdf"), pdf);
    const out = execFileSync("pdfimages", ["-list", path.join(dir, "t.pdf")]).toString("utf8");
    return out
      .trim()
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .map((c) => ({ width: Number(c[3]), height: Number(c[4]), xPpi: Number(c[12]), yPpi: Number(c[13]) }));
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

describe("images in the note PDF", () => {
  // A 120×80 px picture was stretched to the whole text width (about 16 ppi, blurred and huge).
  it("draws an image at its size on screen (96 px an inch), a large one shrunk to the text width, the ratio kept", async () => {
    const images = new Map([
      ["small", { data: png(120, 80), format: "png" as const }],
      ["wide", { data: png(2000, 1000), format: "png" as const }],
    ]);
    const pdf = await renderNotePdf(note({ results: doc(image("small"), paragraph("between"), image("wide")) }, { images }), pdfLabels.en);
    const [small, wide] = drawnImages(pdf);
    expect(small).toMatchObject({ width: 120, height: 80, xPpi: 96, yPpi: 96 });
    // 2000 px across the text width (A4 less two 40 pt margins, 515 pt = 7.16 in): 279 ppi both ways.
    expect(wide).toMatchObject({ width: 2000, height: 1000 });
    expect(wide.xPpi).toBeGreaterThanOrEqual(278);
    expect(wide.xPpi).toBeLessThanOrEqual(281);
    expect(wide.yPpi).toBe(wide.xPpi);
  });

  it("reads a PNG's and a JPEG's size from their headers, a turned JPEG with its sides swapped", () => {
    expect(imagePixelSize(png(120, 80), "png")).toEqual({ width: 120, height: 80 });
    // SOI, APP1 Exif (big-endian TIFF, one entry: Orientation = 6, turned 90°), SOF0 of 300×200, SOS.
    const tiff = Buffer.from("4d4d002a00000008000101120003000000010006000000000000", "hex");
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 8 + tiff.length]), Buffer.from("Exif\0\0", "latin1"), tiff]);
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 200, 1, 44, 1, 1, 0x11, 0]);
    const jpeg = (...parts: Buffer[]) => Buffer.concat([Buffer.from([0xff, 0xd8]), ...parts, Buffer.from([0xff, 0xda, 0, 2])]);
    expect(imagePixelSize(jpeg(sof), "jpg")).toEqual({ width: 300, height: 200 });
    expect(imagePixelSize(jpeg(app1, sof), "jpg")).toEqual({ width: 200, height: 300 });
    expect(imagePixelSize(Buffer.from("not an image"), "png")).toBeNull();
  });
});

describe("tables in the note PDF", () => {
  // The Attachments heading and header row sat alone at the foot of a page, the files on the next.
  it("keeps the attachments' heading and header row on the page of the first file, wherever the table starts", async () => {
    const attachments = Array.from({ length: 3 }, (_, i) => ({ name: `file-${i}.csv`, size: 100, sha256: "a".repeat(64) }));
    // 21–24 lines before it put the table's start at the page's foot, a line further each time.
    for (const lines of [21, 22, 23, 24]) {
      const paras = Array.from({ length: lines }, (_, i) => paragraph(`Line ${i + 1}`));
      const pdf = await renderNotePdf(note({ results: doc(...paras) }, { attachments }), pdfLabels.en);
      const pages = pdfText(pdf).split("\f").slice(0, -1);
      const pageOf = (t: string) => pages.findIndex((p) => p.includes(t));
      expect(pageOf("SHA-256"), `${lines} lines`).toBe(pageOf("file-0.csv"));
      expect(pageOf("Attachments"), `${lines} lines`).toBe(pageOf("file-0.csv"));
    }
  }, 60_000);
});
