import { Box, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ghsLabel } from "@eln/shared/risk";
import { GhsPictogramSvg } from "./GhsPictogramSvg";

/** The GHS pictograms and signal word of a material, from its hazard statements. */
export function GhsLabel({ hazardStatements, size = 24 }: { hazardStatements: readonly string[]; size?: number }) {
  const { t } = useTranslation("materials");
  const label = ghsLabel(hazardStatements);
  if (!label.pictograms.length && !label.signalWord) return null;
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }} data-testid="ghs-label">
      {label.pictograms.map((p) => (
        <Tooltip key={p} title={t(`ghs.${p}`)}>
          <span style={{ display: "inline-flex" }}>
            <GhsPictogramSvg pictogram={p} size={size} label={t(`ghs.${p}`)} />
          </span>
        </Tooltip>
      ))}
      {label.signalWord && (
        <Typography variant="caption" sx={{ fontWeight: 700, color: label.signalWord === "danger" ? "error.main" : "text.primary" }}>
          {t(`ghs.${label.signalWord}`)}
        </Typography>
      )}
    </Box>
  );
}
