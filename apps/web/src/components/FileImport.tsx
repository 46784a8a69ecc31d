import { Box, Button, DialogActions, LinearProgress, Stack, Table, TableBody, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/UploadFile";
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

/** What a file to import looks like, as typed: a small grey block that scrolls sideways when a line is wide. */
export function FileSample(props: { text: string }) {
  return (
    <Box component="pre" sx={{ bgcolor: "grey.100", p: 1, borderRadius: 1, fontSize: 13, m: 0, mb: 2, overflowX: "auto" }}>
      {props.text}
    </Box>
  );
}

/** An import dialog's buttons: Close, and the one that opens the file picker; both wait while a file is processed. */
export function FileImportActions(props: { busy: boolean; closeLabel: string; chooseLabel: string; chooseTestId: string; onClose(): void; onChoose(): void }) {
  return (
    <DialogActions>
      <Button onClick={props.onClose} disabled={props.busy}>
        {props.closeLabel}
      </Button>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={props.onChoose} disabled={props.busy} data-testid={props.chooseTestId}>
        {props.chooseLabel}
      </Button>
    </DialogActions>
  );
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
