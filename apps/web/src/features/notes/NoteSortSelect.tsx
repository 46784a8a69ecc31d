import { TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NoteSortKeys, type NoteSortKey } from "@eln/shared/notes";

type Order = "asc" | "desc";

/** Each key's usual direction first: titles A to Z, times newest first (as the column headers start). */
const choices = NoteSortKeys.flatMap((key) => (key === "title" ? (["asc", "desc"] as const) : (["desc", "asc"] as const)).map((order) => ({ key, order })));

/**
 * The notes' sort as one list of key and direction. On a phone the table shows only some of its
 * columns, so their headers cannot offer every key; a native select is the phone's own picker and
 * works from the keyboard.
 */
export function NoteSortSelect({ sort, order, onChange }: { sort: NoteSortKey; order: Order; onChange(sort: NoteSortKey, order: Order): void }) {
  const { t } = useTranslation("notes");
  return (
    <TextField
      select
      id="note-sort"
      size="small"
      label={t("sort.by")}
      value={`${sort}:${order}`}
      onChange={(e) => {
        const chosen = choices.find((c) => `${c.key}:${c.order}` === e.target.value);
        if (chosen) onChange(chosen.key, chosen.order);
      }}
      slotProps={{ select: { native: true }, htmlInput: { "data-testid": "note-sort" } }}
      sx={{ minWidth: 200, maxWidth: "100%" }}
    >
      {choices.map((c) => (
        <option key={`${c.key}:${c.order}`} value={`${c.key}:${c.order}`}>
          {t(`sort.${c.key}.${c.order}`)}
        </option>
      ))}
    </TextField>
  );
}
