import { emailSchema, SpaceRoles, type CsvFileProblemDetails } from "@eln/shared";
import { SpaceLimits } from "@eln/shared/spaces";
import type { AppError } from "../http/AppError";
import { parseCsvUpload } from "../http/parseCsvUpload";

export interface BulkInviteLine {
  /** Line in the file, header = 1, as a spreadsheet numbers it. */
  row: number;
  email: string;
  /** Empty when the column is missing or blank (default member). */
  role: string;
}

/**
 * Reads `email,role` CSV. The whole file is refused with `fail(why)` — nobody invited — when it
 * is not text, not CSV, has no `email` column or too many rows; individual bad rows are reported
 * by the caller instead.
 */
export function parseBulkInviteCsv(bytes: Uint8Array, fail: (why: string, problem?: CsvFileProblemDetails) => AppError): BulkInviteLine[] {
  const records = parseCsvUpload(
    bytes,
    { required: ["email"], missingColumn: () => "The file has no email column (expected the header email,role).", maxRows: SpaceLimits.bulkInviteMaxRows },
    fail,
  );
  return records.map(({ row, rec }) => ({ row, email: (rec.email ?? "").trim(), role: (rec.role ?? "").trim().toLowerCase() }));
}

export const isValidEmail = (e: string) => emailSchema.safeParse(e).success;
export const isSpaceRole = (r: string): r is (typeof SpaceRoles)[number] => (SpaceRoles as readonly string[]).includes(r);
