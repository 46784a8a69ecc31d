import { InputAdornment, TextField } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslation } from "react-i18next";

/** Folds width and case so "ＳＡＴＯ", "sato" and "Sato" find the same person. */
const fold = (s: string) => s.normalize("NFKC").toLowerCase();

/** Whether a member (or invitation) matches what was typed in the search box, by name or e-mail. */
export function matchesMember(query: string, m: { fullName?: string | null; email: string }) {
  const q = fold(query.trim());
  return !q || fold(m.fullName ?? "").includes(q) || fold(m.email).includes(q);
}

/** The search box above a member list. */
export function MemberSearchField({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation("spaces");
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t("members.search")}
      sx={{ my: 1 }}
      slotProps={{
        htmlInput: { "aria-label": t("members.search"), "data-testid": "member-search", maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
