import { z } from "zod";

// CSV import/export of a space's containers (issue #19). One column list for the file,
// the docs and the import dialog, so they cannot drift apart.

/** Header of the file, in this order. */
export const containerCsvColumns = ["code", "material", "location", "amount", "unit", "lot", "received", "opened", "expiry", "owner", "status"] as const;
export type ContainerCsvColumn = (typeof containerCsvColumns)[number];

/** CSV column → field of the container schema (for naming the bad column of a row). */
export const containerCsvFieldColumn: Record<string, ContainerCsvColumn> = {
  code: "code",
  materialId: "material",
  locationId: "location",
  amount: "amount",
  unit: "unit",
  lot: "lot",
  receivedOn: "received",
  openedOn: "opened",
  expiresOn: "expiry",
  ownerId: "owner",
  status: "status",
};

/** Path separator of the location column, as the app shows paths. */
export const locationPathSeparator = " › ";

export const ContainerCsvLimits = {
  maxRows: 20_000,
  maxBytes: 10 * 1024 * 1024,
  /** errors listed in one answer; the rest are counted */
  maxErrorsListed: 200,
} as const;

export const containerCsvRowErrorSchema = z.object({
  /** line in the file, header = 1, as a spreadsheet numbers it */
  row: z.number(),
  column: z.string(),
  /** i18n key of the `validation` namespace */
  message: z.string(),
});
export type ContainerCsvRowError = z.infer<typeof containerCsvRowErrorSchema>;

/** New containers, and containers of the space a row named by code and updated. */
export const containerImportResultSchema = z.object({ imported: z.number(), updated: z.number() });
export type ContainerImportResult = z.infer<typeof containerImportResultSchema>;
