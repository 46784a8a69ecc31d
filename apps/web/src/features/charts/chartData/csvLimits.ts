// Limits of the CSV reader behind "Visualise". The byte cap matches the spec's 10 MB attachment
// maximum (read as MiB so a file the upload accepted is never refused here).
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** More rows than this cannot be charted smoothly, whatever the byte size. */
export const CSV_MAX_ROWS = 1_000_000;
/** Share of data rows whose field count differs from the header before the file counts as broken. */
export const CSV_MAX_MISMATCH_RATIO = 0.1;
/** Row problems kept in `ParsedTable.errors`; the rest are only counted. */
export const CSV_MAX_REPORTED_ERRORS = 100;
/** Rows looked at to find the header line below an instrument's metadata lines. */
export const CSV_HEADER_SCAN_ROWS = 50;
