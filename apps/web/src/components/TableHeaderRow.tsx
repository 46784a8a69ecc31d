import { TableCell, TableHead, TableRow, type TableCellProps } from "@mui/material";

/** A column's name, or its name and how the column's cells stand (numbers to the right, hidden on small screens). */
export type HeaderColumn = string | { label: string; align?: TableCellProps["align"]; sx?: TableCellProps["sx"] };

/** The head of a table: one row of column names in order; `false` is a column left out (one shown only sometimes). */
export function TableHeaderRow({ columns }: { columns: (HeaderColumn | false)[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c, i) =>
          c === false ? null : typeof c === "string" ? (
            <TableCell key={i}>{c}</TableCell>
          ) : (
            <TableCell key={i} align={c.align} sx={c.sx}>
              {c.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
