import { Box, Chip, type ChipProps } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Tag } from "@eln/shared/notes";
import { tagTextColor } from "./tagColors";

/** `sx` as one or several style objects, after the component's own (MUI's array form). */
const after = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * One tag as the notes screens show it: its name on the tag's colour, in white or black (whichever reads). `dense` is the
 * lower chip of the notes table. Other Chip props pass through (the tag picker's delete and focus).
 */
export function TagChip({ tag, dense, sx, ...rest }: Omit<ChipProps, "label" | "size"> & { tag: Pick<Tag, "title" | "color">; dense?: boolean }) {
  return <Chip {...rest} size="small" label={tag.title} sx={[{ bgcolor: tag.color, color: tagTextColor(tag.color) }, !!dense && { height: 20 }, ...after(sx)]} />;
}

/** A note's tags in a row that wraps. */
export function TagChips({ tags, dense, sx }: { tags: Pick<Tag, "id" | "title" | "color">[]; dense?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: "flex", flexWrap: "wrap", gap: 0.5 }, ...after(sx)]}>
      {tags.map((tag) => (
        <TagChip key={tag.id} tag={tag} dense={dense} />
      ))}
    </Box>
  );
}
