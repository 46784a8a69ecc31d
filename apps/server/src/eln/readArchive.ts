import { open as openFd, read as readFd, close as closeFd } from "node:fs";
import { promisify } from "node:util";
import { Transform, type Readable } from "node:stream";
import yauzl from "yauzl";
import { ElnLimits, type ElnRejectReason } from "@eln/shared/eln";
import { AppError } from "../http/AppError";

export const reject = (reason: ElnRejectReason, message: string) => new AppError("eln_invalid", message, { details: { reason } });

export interface ArchiveEntry {
  /** Path inside the root folder, without it ("exp1/data.csv"). */
  path: string;
  size: number;
  entry: yauzl.Entry;
}

export interface OpenArchive {
  root: string;
  /** Files (no directories) by their path inside the root folder. */
  files: Map<string, ArchiveEntry>;
  /** A stream of one entry's bytes; errors if it inflates past its declared size. */
  open(e: ArchiveEntry): Promise<Readable>;
  close(): void;
}

const openZip = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

async function startsLikeZip(file: string): Promise<boolean> {
  const fd = await promisify(openFd)(file, "r");
  try {
    const buf = Buffer.alloc(4);
    const { bytesRead } = await new Promise<{ bytesRead: number }>((res, rej) => readFd(fd, buf, 0, 4, 0, (err, bytesRead) => (err ? rej(err) : res({ bytesRead }))));
    return bytesRead === 4 && buf.readUInt32LE(0) === 0x04034b50;
  } finally {
    await promisify(closeFd)(fd);
  }
}

const MACOS_EXTRAS = "__MACOSX";

const UNSAFE = /absolute path|invalid relative path|invalid characters in fileName/i;

/** Every entry name, checked: relative, no "..", one root folder. */
export function checkEntryName(name: string): string[] {
  const parts = name.split("/");
  if (name.startsWith("/") || /^[a-z]:/i.test(name) || name.includes("\\") || parts.includes("..")) {
    throw reject("unsafe_path", `The archive contains an unsafe path: ${name}`);
  }
  return parts.filter((p) => p !== "" && p !== ".");
}

/**
 * Opens an uploaded archive from a temp file and checks its outside before anything is read:
 * a ZIP, not cut short, one root folder, safe names, and no zip bomb by the declared sizes
 * (the actual sizes are checked again while each entry is read).
 */
export async function openArchive(file: string): Promise<OpenArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true });
  } catch (err) {
    if (await startsLikeZip(file)) throw reject("truncated", "The archive is incomplete (truncated or damaged).");
    throw reject("not_zip", `This is not a ZIP archive (${(err as Error).message}).`);
  }
  const entries: yauzl.Entry[] = [];
  try {
    await new Promise<void>((resolve, rejectP) => {
      zip.on("entry", (e: yauzl.Entry) => {
        entries.push(e);
        zip.readEntry();
      });
      zip.on("end", () => resolve());
      zip.on("error", (err: Error) => rejectP(err));
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    if (UNSAFE.test((err as Error).message)) throw reject("unsafe_path", "The archive contains an unsafe path (absolute or with \"..\").");
    throw reject("truncated", `The archive is damaged: ${(err as Error).message}`);
  }

  try {
    const roots = new Set<string>();
    const files = new Map<string, ArchiveEntry>();
    let declared = 0;
    for (const e of entries) {
      const parts = checkEntryName(e.fileName);
      // macOS Finder adds __MACOSX/ beside the root folder (AppleDouble "._name" resource forks): not part of the crate.
      if (!parts.length || parts[0] === MACOS_EXTRAS) continue;
      const isDir = e.fileName.endsWith("/");
      if (parts.length === 1 && !isDir) throw reject("multiple_roots", "Every file must be inside one root folder.");
      roots.add(parts[0]);
      if (isDir) continue;
      declared += e.uncompressedSize;
      if (declared > ElnLimits.uncompressedMaxBytes) throw reject("zip_bomb", "The archive would unpack to more than 2 GB.");
      if (e.uncompressedSize > ElnLimits.ratioCheckMinBytes && e.uncompressedSize / Math.max(1, e.compressedSize) > ElnLimits.compressionRatioMax) {
        throw reject("zip_bomb", "The archive is compressed suspiciously well (a possible zip bomb).");
      }
      files.set(parts.slice(1).join("/"), { path: parts.slice(1).join("/"), size: e.uncompressedSize, entry: e });
    }
    if (roots.size > 1) throw reject("multiple_roots", "The archive must contain exactly one root folder.");
    if (!roots.size) throw reject("no_metadata", "The archive is empty.");
    const root = [...roots][0];
    if (!files.has("ro-crate-metadata.json")) throw reject("no_metadata", "The root folder has no ro-crate-metadata.json.");

    let actualTotal = 0;
    const open = (a: ArchiveEntry) =>
      new Promise<Readable>((resolve, rejectP) =>
        zip.openReadStream(a.entry, (err, stream) => {
          if (err || !stream) return rejectP(mapReadError(err));
          // yauzl stops an entry that inflates past its declared size; this count guards the whole archive.
          const counted = new Transform({
            transform(chunk: Buffer, _enc, cb) {
              actualTotal += chunk.length;
              if (actualTotal > ElnLimits.uncompressedMaxBytes) return cb(reject("zip_bomb", "The archive unpacks to more than 2 GB."));
              cb(null, chunk);
            },
          });
          stream.on("error", (e) => counted.destroy(e));
          resolve(stream.pipe(counted));
        }),
      );
    return { root, files, open, close: () => zip.close() };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** yauzl's read errors as our reasons: more bytes than declared is a bomb, the rest damage. */
export function mapReadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const msg = (err as Error)?.message ?? String(err);
  if (/too many bytes|inflated size|compression ratio/i.test(msg)) return reject("zip_bomb", "An entry unpacks to more than it declares (a possible zip bomb).");
  return reject("truncated", `The archive is damaged: ${msg}`);
}

/** A whole (small) entry in memory, refusing more than `max` bytes. */
export async function readEntryBuffer(archive: OpenArchive, e: ArchiveEntry, max: number): Promise<Buffer> {
  if (e.size > max) throw reject("not_rocrate", "ro-crate-metadata.json is too large.");
  const s = await archive.open(e);
  const chunks: Buffer[] = [];
  try {
    for await (const c of s) chunks.push(c as Buffer);
  } catch (err) {
    throw mapReadError(err);
  }
  return Buffer.concat(chunks);
}
