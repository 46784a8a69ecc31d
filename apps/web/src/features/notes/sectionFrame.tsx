import { Box } from "@mui/material";
import { Fragment } from "react";

// Drawn by the editor and, before its code has arrived, by SectionSnapshot: the two must match.

/** A section's frame around its toolbar and text (also drawn by SectionSnapshot, before the editor exists). */
export const sectionFrameSx = { position: "relative", border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden", bgcolor: "background.paper" } as const;
export const toolbarSx = { display: "flex", flexWrap: "wrap", gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: "divider", bgcolor: "grey.50" } as const;
/** A small icon button's box (MUI "small": 5 px padding around a 20 px icon). */
const TOOLBAR_BUTTON_PX = 30;
/** The toolbar's buttons on each side of its divider (the e2e snapshot test sees a drift on a phone). */
const TOOLBAR_LAYOUT = [5, 6] as const;

/**
 * The toolbar's room before the editor exists: empty boxes of its buttons' and dividers' sizes in
 * the same wrapping row, so it takes the toolbar's height at any width (two rows on a phone).
 */
export function ToolbarPlaceholder() {
  const button = <Box sx={{ width: TOOLBAR_BUTTON_PX, height: TOOLBAR_BUTTON_PX }} />;
  return (
    <Box sx={toolbarSx} aria-hidden>
      {TOOLBAR_LAYOUT.map((count, group) => (
        <Fragment key={group}>
          {group > 0 && <Box sx={{ width: "1px", alignSelf: "stretch" }} />}
          {Array.from({ length: count }, (_, i) => (
            <Fragment key={i}>{button}</Fragment>
          ))}
        </Fragment>
      ))}
    </Box>
  );
}
