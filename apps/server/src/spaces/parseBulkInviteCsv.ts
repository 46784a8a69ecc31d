import Papa from "papaparse";
import { emailSchema, SpaceRoles } from "@eln/shared";
import { SpaceLimits } from "@eln/shared/spaces";

export interface BulkInviteLine {
  /** Line in the file, header = 1, as a spreadsheet numbers it. */
  row: number;
  email: string;
  /** Empty when the column is missing or blank (default member). */
  role: string;
}

export class BulkInviteCsvError extends Error {}

/**
 * Reads `email,role` CSV (UTF-8 with or without BOM). The whole file is refused
 * — nobody invited — when it is not text, not CSV, has no `email` column or too
 * many rows; individual bad rows are reported by the caller instead.
 */
export function parseBulkInviteCsv(bytes: Uint8Array): BulkInviteLine[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BulkInviteCsvError("The file is not UTF-8 text.");
  }
  if (text.includes("\u0000")) throw new BulkInviteCsvError("The file is not text.");
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  // A one-column file (email only) has no delimiter to detect: not an error.
  const errors = parsed.errors.filter((e) => e.code !== "UndetectableDelimiter" && e.type !== "FieldMismatch");
  if (errors.length) throw new BulkInviteCsvError(`CSV error on row ${(errors[0]!.row ?? 0) + 2}: ${errors[0]!.message}`);
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("email")) throw new BulkInviteCsvError("The file has no email column (expected the header email,role).");
  // Blank lines are skipped but still counted, so row numbers match the file.
  const lines = parsed.data
    .map((r, i) => ({ row: i + 2, email: (r.email ?? "").trim(), role: (r.role ?? "").trim().toLowerCase(), blank: Object.values(r).every((v) => !String(v ?? "").trim()) }))
    .filter((l) => !l.blank)
    .map(({ blank: _blank, ...l }) => l);
  if (lines.length === 0) throw new BulkInviteCsvError("The file has no rows.");
  if (lines.length > SpaceLimits.bulkInviteMaxRows) throw new BulkInviteCsvError(`The file has more than ${SpaceLimits.bulkInviteMaxRows} rows.`);
  return lines;
}

export const isValidEmail = (e: string) => emailSchema.safeParse(e).success;
export const isSpaceRole = (r: string): r is (typeof SpaceRoles)[number] => (SpaceRoles as readonly string[]).includes(r);
