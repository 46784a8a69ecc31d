import { Box, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ghsLabel, type GhsPictogram } from "@eln/shared/risk";

// Simplified drawings inside the UN red-bordered diamond: flame, exclamation mark and
// skull are drawn; the other pictograms show their GHS number until the full artwork lands.
function Glyph({ p }: { p: GhsPictogram }) {
  if (p === "GHS02")
    return <path d="M50 24 C62 38 70 48 64 64 C60 74 40 74 36 64 C32 54 42 48 45 38 C48 46 53 47 50 24Z M30 76 H70 V80 H30Z" fill="#000" />;
  if (p === "GHS07")
    return (
      <g fill="#000">
        <rect x="45" y="24" width="10" height="34" rx="3" />
        <circle cx="50" cy="70" r="6" />
      </g>
    );
  if (p === "GHS06")
    return (
      <g fill="#000" stroke="#000">
        <circle cx="50" cy="40" r="13" />
        <path d="M32 58 L68 76 M68 58 L32 76" strokeWidth="6" strokeLinecap="round" />
      </g>
    );
  return (
    <text x="50" y="58" textAnchor="middle" fontSize="22" fontWeight="700" fill="#000">
      {p.slice(3)}
    </text>
  );
}

/** The GHS pictograms and signal word of a material, from its hazard statements. */
export function GhsLabel({ hazardStatements }: { hazardStatements: readonly string[] }) {
  const { t } = useTranslation("materials");
  const label = ghsLabel(hazardStatements);
  if (!label.pictograms.length && !label.signalWord) return null;
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }} data-testid="ghs-label">
      {label.pictograms.map((p) => (
        <Tooltip key={p} title={t(`ghs.${p}`)}>
          <svg role="img" aria-label={t(`ghs.${p}`)} width={24} height={24} viewBox="0 0 100 100">
            <polygon points="50,3 97,50 50,97 3,50" fill="#fff" stroke="#d00000" strokeWidth="7" />
            <Glyph p={p} />
          </svg>
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
