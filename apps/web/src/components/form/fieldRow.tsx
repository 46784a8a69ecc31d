import { Stack } from "@mui/material";
import type { ReactNode } from "react";

/** Form fields side by side, stacked on a phone (the long edit dialogs: material, container). Children carry their keys. */
export function fieldRow(...children: ReactNode[]) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      {children}
    </Stack>
  );
}
