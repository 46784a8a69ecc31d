import { useRef } from "react";
import { Box } from "@mui/material";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslation } from "react-i18next";
import type { ParsedTable } from "./chartData/parseCsv";
import { formatDateTime } from "../../lib/formatDate";

const ROW_HEIGHT = 32;
const COLUMN_WIDTH = 150;
const NUMBER_COLUMN_WIDTH = 72;

/** A cell as the table shows it. */
export function cellText(table: ParsedTable, column: number, row: number, lang: string): string {
  const values = table.data[column];
  if (values instanceof Float64Array) {
    const v = values[row];
    if (Number.isNaN(v)) return "";
    if (table.columns[column].type === "datetime") return formatDateTime(new Date(v).toISOString(), lang, { seconds: true });
    // As written: "0.100" keeps its zeros (significant figures), which the number alone drops.
    const written = table.decimals[column]?.[row];
    return written ? v.toFixed(written) : String(v);
  }
  return values[row] ?? "";
}

/** The CSV as a table; only the rows in view are in the DOM, so 200,000 rows scroll smoothly. */
export function DataTable({ table, label }: { table: ParsedTable; label: string }) {
  const { i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({ count: table.rowCount, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const width = NUMBER_COLUMN_WIDTH + table.columns.length * COLUMN_WIDTH;
  const template = `${NUMBER_COLUMN_WIDTH}px repeat(${table.columns.length}, ${COLUMN_WIDTH}px)`;
  const cell = { px: 1, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", lineHeight: `${ROW_HEIGHT}px`, borderRight: 1, borderColor: "divider" } as const;
  return (
    <Box
      ref={scroller}
      role="table"
      aria-label={label}
      aria-rowcount={table.rowCount + 1}
      data-testid="data-table"
      sx={{ height: { xs: 360, md: 460 }, overflow: "auto", border: 1, borderColor: "divider", borderRadius: 1, fontSize: 14 }}
    >
      <Box role="row" sx={{ display: "grid", gridTemplateColumns: template, width, position: "sticky", top: 0, zIndex: 1, bgcolor: "grey.100", fontWeight: 600 }}>
        <Box role="columnheader" sx={cell}>
          #
        </Box>
        {table.columns.map((c) => (
          <Box role="columnheader" key={c.name} sx={cell} title={c.name}>
            {c.name}
          </Box>
        ))}
      </Box>
      <Box sx={{ height: rows.getTotalSize(), width, position: "relative" }}>
        {rows.getVirtualItems().map((r) => (
          <Box
            role="row"
            aria-rowindex={r.index + 2}
            key={r.key}
            sx={{
              display: "grid",
              gridTemplateColumns: template,
              position: "absolute",
              top: 0,
              left: 0,
              width,
              height: ROW_HEIGHT,
              transform: `translateY(${r.start}px)`,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <Box role="cell" sx={{ ...cell, color: "text.secondary" }}>
              {r.index + 1}
            </Box>
            {table.columns.map((c, i) => (
              <Box role="cell" key={c.name} sx={{ ...cell, textAlign: c.type === "text" ? "left" : "right" }}>
                {cellText(table, i, r.index, i18n.language)}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
