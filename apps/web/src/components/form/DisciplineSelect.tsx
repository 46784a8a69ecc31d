import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Disciplines } from "@eln/shared";
import { FormTextField } from "./FormTextField";
import { menuItems } from "../menuItems";

export function DisciplineSelect<T extends FieldValues>({ name, control, label }: { name: Path<T>; control: Control<T>; label: string }) {
  const { t } = useTranslation("disciplines");
  return (
    <FormTextField
      select
      name={name}
      control={control}
      label={label}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { style: { maxHeight: 360 } } } } }, htmlInput: { "data-testid": "discipline" } }}
    >
      {menuItems(Disciplines, (d) => t(d))}
    </FormTextField>
  );
}
