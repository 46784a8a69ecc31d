/** The colours offered for tags. */
export const TAG_COLORS = ["#1565c0", "#2e7d32", "#c62828", "#6a1b9a", "#ef6c00", "#00838f", "#4e342e", "#546e7a"];
