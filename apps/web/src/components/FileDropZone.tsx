import { Box, type SxProps, type Theme } from "@mui/material";
import { useState, type ReactNode } from "react";

/**
 * A dashed area that takes dropped files, highlighted while files are dragged over it. What it says and its
 * button to choose files instead are the children; `sx` adds to (or overrides) the frame's look.
 */
export function FileDropZone(props: { testId: string; onFiles(files: FileList): void; sx?: SxProps<Theme>; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <Box
      data-testid={props.testId}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        props.onFiles(e.dataTransfer.files);
      }}
      sx={[
        { border: 2, borderStyle: "dashed", borderColor: over ? "primary.main" : "divider", bgcolor: over ? "action.hover" : undefined, borderRadius: 1, p: 3, textAlign: "center" },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {props.children}
    </Box>
  );
}
