import { MenuItem, TextField } from "@mui/material";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Disciplines } from "@eln/shared";
import { useMessageKey } from "./useMessageKey";

export function DisciplineSelect<T extends FieldValues>({ name, control, label }: { name: Path<T>; control: Control<T>; label: string }) {
  const { t } = useTranslation("disciplines");
  const msg = useMessageKey();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          {...field}
          value={field.value ?? ""}
          error={!!fieldState.error}
          helperText={msg(fieldState.error?.message)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { style: { maxHeight: 360 } } } } }, htmlInput: { "data-testid": "discipline" } }}
        >
          {Disciplines.map((d) => (
            <MenuItem key={d} value={d}>
              {t(d)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
