import { Box, Typography } from "@mui/material";
import { diffWords } from "diff";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Word-level diff of one section: deletions struck through in red, insertions underlined in green. */
export function VersionDiff({ before, after, label, addedColor }: { before: string; after: string; label: string; addedColor?: string }) {
  const { t, i18n } = useTranslation("notes");
  // Japanese has no spaces between words: a word segmenter keeps the diff readable in both languages.
  const parts = useMemo(
    () => diffWords(before, after, { intlSegmenter: new Intl.Segmenter(i18n.language === "ja" ? "ja" : "en", { granularity: "word" }) }),
    [before, after, i18n.language],
  );
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <Box component="section" sx={{ mt: 2 }} data-testid="diff-section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label} {!changed && <Typography component="span" variant="body2" color="text.secondary">— {t("versions.unchanged")}</Typography>}
      </Typography>
      {changed && (
        <Box sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word", border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, bgcolor: "background.paper", lineHeight: 1.7 }}>
          {parts.map((p, i) =>
            p.added ? (
              <Box key={i} component="ins" sx={{ bgcolor: "#d7f5dd", color: "#0b5d1e", textDecoration: "underline", ...(addedColor ? { textDecorationColor: addedColor, textDecorationThickness: 3, boxShadow: `inset 0 -3px 0 ${addedColor}` } : {}) }} data-testid="diff-added">
                {p.value}
              </Box>
            ) : p.removed ? (
              <Box key={i} component="del" sx={{ bgcolor: "#fde0e0", color: "#8e1616" }} data-testid="diff-removed">
                {p.value}
              </Box>
            ) : (
              <span key={i}>{p.value}</span>
            ),
          )}
        </Box>
      )}
    </Box>
  );
}
