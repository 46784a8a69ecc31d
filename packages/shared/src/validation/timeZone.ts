import { z } from "zod";
import { V } from "./messages";

/** Whether the runtime knows this IANA time zone name ("Asia/Tokyo", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's time zone as the browser names it (Intl…resolvedOptions().timeZone): days and times
 * the server writes for a person (audit filters, PDFs) are theirs, not UTC's.
 */
export const timeZoneSchema = z.string().max(64, { error: V.invalid }).refine(isTimeZone, { error: V.invalid });
