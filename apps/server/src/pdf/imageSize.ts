/**
 * The pixel size of a PNG or JPEG as a viewer shows it (a JPEG turned by its EXIF orientation has
 * its sides swapped, as the PDF renderer swaps them), read from the headers only; null when unknown.
 */
export function imagePixelSize(data: Buffer, format: "png" | "jpg"): { width: number; height: number } | null {
  try {
    return format === "png" ? pngSize(data) : jpegSize(data);
  } catch {
    return null;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(data: Buffer) {
  // The signature, then IHDR first: its length, "IHDR", width, height.
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE) || data.toString("latin1", 12, 16) !== "IHDR") return null;
  return positive(data.readUInt32BE(16), data.readUInt32BE(20));
}

function jpegSize(data: Buffer) {
  if (data.readUInt16BE(0) !== 0xffd8) return null;
  let size: { width: number; height: number } | null = null;
  let turned = false;
  let at = 2;
  while (at + 4 <= data.length && !size) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) size = positive(data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    else if (marker === 0xe1 && data.toString("latin1", at + 4, at + 10) === "Exif\0\0") turned = exifOrientation(data.subarray(at + 10, at + 2 + length)) > 4;
    else if (marker === 0xda) break; // the picture's data: no header after it
    at += 2 + length;
  }
  return size && turned ? { width: size.height, height: size.width } : size;
}

/** The Orientation tag (0x0112) of the first image directory of an EXIF block (a TIFF file); 1 when absent. */
function exifOrientation(tiff: Buffer): number {
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const dir = u32(4);
  const count = u16(dir);
  for (let i = 0; i < count; i++) {
    const entry = dir + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
