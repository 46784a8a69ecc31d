import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { materialLineChanges, tagChanges, type NoteVersionMaterial, type Tag } from "@eln/shared/notes";
import { formatNumber } from "../../lib/formatNumber";

interface NoteExtras {
  tags: Tag[];
  materials: NoteVersionMaterial[];
}

/**
 * What changed beside the text between two states of a note (older → newer): material lines
 * added, removed or changed, and tags added or removed. A restore replaces both, and the
 * comparison showed the text alone.
 */
export function VersionExtrasDiff({ before, after }: { before: NoteExtras; after: NoteExtras }) {
  const { t, i18n } = useTranslation("records");
  const lines = materialLineChanges(before.materials, after.materials);
  const tags = tagChanges(before.tags, after.tags);
  const ja = i18n.language.startsWith("ja");
  const line = (m: NoteVersionMaterial) =>
    `${m.quantity !== undefined ? formatNumber(m.quantity, i18n.language) : "—"} ${m.unit ?? ""}${m.isLimiting ? ` (${t("materials:section.limiting")})` : ""}`.trim();
  const nameOf = (m: NoteVersionMaterial | null, fallback: string) => (m ? ((ja ? m.name : m.nameEn || m.name) ?? fallback) : fallback);
  if (!lines.length && !tags.added.length && !tags.removed.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="diff-extras">
        {t("versions.sameExtras")}
      </Typography>
    );
  return (
    <Box sx={{ mt: 2 }} data-testid="diff-extras">
      {lines.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t("materials:section.title")}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="diff-materials">
            {lines.map((c, i) => (
              <li key={i}>
                {nameOf(c.after ?? c.before, c.name)}:{" "}
                {!c.before ? t("versions.lineAdded", { line: line(c.after!) }) : !c.after ? t("versions.lineRemoved", { line: line(c.before) }) : t("versions.lineChanged", { before: line(c.before), after: line(c.after) })}
              </li>
            ))}
          </Box>
        </>
      )}
      {(tags.added.length > 0 || tags.removed.length > 0) && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5, mt: 1.5 }}>
            {t("versions.tags")}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="diff-tags">
            {tags.added.length > 0 && <li>{t("versions.tagsAdded", { tags: tags.added.map((x) => x.title).join(", ") })}</li>}
            {tags.removed.length > 0 && <li>{t("versions.tagsRemoved", { tags: tags.removed.map((x) => x.title).join(", ") })}</li>}
          </Box>
        </>
      )}
    </Box>
  );
}
