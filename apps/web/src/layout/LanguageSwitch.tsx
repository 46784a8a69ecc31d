import { Box, Button, Menu, MenuItem } from "@mui/material";
import TranslateIcon from "@mui/icons-material/Translate";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUtilStore, type Lang } from "../state/utilStore";

export function LanguageSwitch({ color = "inherit" }: { color?: "inherit" | "primary" }) {
  const { t } = useTranslation();
  const lang = useUtilStore((s) => s.lang);
  const setLang = useUtilStore((s) => s.setLang);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (l: Lang) => {
    setLang(l);
    setAnchor(null);
  };
  // The spoken name starts with what is shown ("English (Language)"), as WCAG 2.5.3 asks.
  return (
    <>
      <Button color={color} startIcon={<TranslateIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-label={`${t(`lang.${lang}`)} (${t("nav.language")})`} aria-haspopup="menu" aria-expanded={anchor ? "true" : undefined} data-testid="language-switch" sx={{ whiteSpace: "nowrap", minWidth: { xs: 40, sm: 0 }, "& .MuiButton-startIcon": { mx: { xs: 0, sm: undefined } } }}>
        {/* On phones the icon alone: the app bar has no room for the label. */}
        <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
          {t(`lang.${lang}`)}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem selected={lang === "en"} onClick={() => choose("en")} lang="en">
          English
        </MenuItem>
        <MenuItem selected={lang === "ja"} onClick={() => choose("ja")} lang="ja">
          日本語
        </MenuItem>
      </Menu>
    </>
  );
}
