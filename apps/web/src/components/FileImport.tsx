import { Box, LinearProgress, Stack, Table, TableBody, Typography } from "@mui/material";
import { TableHeaderRow } from "./TableHeaderRow";
import { useRef, type ReactNode } from "react";

/**
 * A hidden file input opened by the dialog's own button. The input is cleared after each choice so that choosing
 * the same file again (after fixing it) uploads it again.
 */
export function useFilePicker(props: { accept: string; testId: string; onFile(file: File): void }) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={props.accept}
      hidden
      data-testid={props.testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = "";
        if (file) props.onFile(file);
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
}

/** A chosen file being processed: what is happening, over an indeterminate bar named by the same words. */
export function FileProcessing(props: { text: string; testId: string }) {
  return (
    <Stack spacing={1} data-testid={props.testId}>
      <Typography>{props.text}</Typography>
      <LinearProgress aria-label={props.text} />
    </Stack>
  );
}

/** The per-row outcome of an import (errors by row, invitation results): a small scrolling table with a sticky header. */
export function ImportRowsTable(props: { testId: string; headers: string[]; children: ReactNode }) {
  return (
    <Box sx={{ maxHeight: 320, overflow: "auto" }}>
      <Table size="small" stickyHeader data-testid={props.testId}>
        <TableHeaderRow columns={props.headers} />
        <TableBody>{props.children}</TableBody>
      </Table>
    </Box>
  );
}
