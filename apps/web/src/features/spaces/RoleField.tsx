import { TextField, type TextFieldProps } from "@mui/material";
import { useTranslation } from "react-i18next";
import { menuItems } from "../../components/menuItems";

/** The role to give someone being invited or added (space and project member dialogs), each role in words. */
export function RoleField({ roles, testId, ...props }: TextFieldProps & { roles: readonly string[]; testId: string }) {
  const { t } = useTranslation("spaces");
  return (
    <TextField
      select
      size="small"
      label={t("members.role")}
      sx={{ width: { xs: "100%", sm: 160 }, flexShrink: 0 }}
      slotProps={{ htmlInput: { "data-testid": testId } }}
      {...props}
    >
      {menuItems(roles, (r) => t(`roles.${r}`))}
    </TextField>
  );
}
