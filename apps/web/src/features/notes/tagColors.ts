import { getContrastRatio } from "@mui/material/styles";

/** The colours offered for tags, by the name the picker reads out (a hex code would be spelt letter by letter). */
export const TAG_COLOR_NAMES = {
  "#1565c0": "blue",
  "#2e7d32": "green",
  "#c62828": "red",
  "#6a1b9a": "purple",
  "#ef6c00": "orange",
  "#00838f": "teal",
  "#4e342e": "brown",
  "#546e7a": "grey",
} as const;
export const TAG_COLORS = Object.keys(TAG_COLOR_NAMES) as (keyof typeof TAG_COLOR_NAMES)[];

/**
 * The text colour of a tag chip: white where it reads at 4.5:1 on the tag's colour (WCAG 1.4.3),
 * else black (white on the orange is 3.1:1). Tags keep the colour they were saved with.
 */
export function tagTextColor(background: string): string {
  return getContrastRatio(background, "#fff") >= 4.5 ? "#fff" : "#000";
}
