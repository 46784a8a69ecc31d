import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs a poppler tool on a PDF held in memory (through a temp file, removed after). */
function onPdfFile(pdf: Uint8Array, run: (file: string) => Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-test-pdf-"));
  try {
    const file = path.join(dir, "t.pdf");
    writeFileSync(file, pdf);
    return run(file).toString("utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** The text of a PDF as pdftotext extracts it: what a reader could copy out (`["-layout"]` keeps columns apart). */
export const pdfText = (pdf: Uint8Array, flags: string[] = ["-enc", "UTF-8"]) => onPdfFile(pdf, (file) => execFileSync("pdftotext", [...flags, file, "-"]));

/** How many images pdfimages lists in a PDF. */
export const pdfImageCount = (pdf: Uint8Array) =>
  onPdfFile(pdf, (file) => execFileSync("pdfimages", ["-list", file])).trim().split("\n").slice(2).length;
