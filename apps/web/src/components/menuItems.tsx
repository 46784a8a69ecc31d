import { MenuItem } from "@mui/material";
import type { ReactNode } from "react";

/** A select's options: one menu item per value of a list, shown as `label(value)` (the value itself by default). */
export function menuItems<V extends string>(values: readonly V[], label: (value: V) => ReactNode = (value) => value) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {label(value)}
    </MenuItem>
  ));
}
