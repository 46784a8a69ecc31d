import { describe, expect, it } from "vitest";
import { getContrastRatio } from "@mui/material/styles";
import { TAG_COLORS, tagTextColor } from "./tagColors";

describe("tag chip text", () => {
  it.each(TAG_COLORS)("reads at 4.5:1 or more on %s", (color) => {
    expect(getContrastRatio(color, tagTextColor(color))).toBeGreaterThanOrEqual(4.5);
  });
});
