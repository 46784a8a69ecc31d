import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { RiskType } from "@eln/shared/materials";

const colors: Record<RiskType, "error" | "warning" | "default"> = { explosive: "error", flammable: "warning", other: "default" };

export function RiskTypeChip({ riskType }: { riskType: RiskType }) {
  const { t } = useTranslation("materials");
  return <Chip size="small" color={colors[riskType]} variant={riskType === "other" ? "outlined" : "filled"} label={t(`riskType.${riskType}`)} />;
}
