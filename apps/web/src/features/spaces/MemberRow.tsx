import { IconButton, ListItem, ListItemText, Select, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useTranslation } from "react-i18next";
import { menuItems } from "../../components/menuItems";

/** A member as both member lists show one. */
export interface Member {
  userId: string;
  fullName: string;
  email: string;
  role: string;
}

/** One member in the space and project member dialogs: name, role (editable for managers), remove. */
export function MemberRow(props: { member: Member; isMe: boolean; roles: readonly string[]; canManage: boolean; onRoleChange(role: string): void; onRemove(): void }) {
  const { t } = useTranslation("spaces");
  const m = props.member;
  return (
    <ListItem data-testid="member-row" sx={{ gap: 1, pr: 0 }}>
      <ListItemText
        sx={{ flex: "1 1 auto", minWidth: 0 }}
        primary={props.isMe ? t("members.you", { name: m.fullName }) : m.fullName}
        secondary={m.email}
        slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
      />
      {props.canManage ? (
        <Select
          size="small"
          value={m.role}
          onChange={(e) => props.onRoleChange(e.target.value)}
          inputProps={{ "aria-label": t("members.roleOf", { name: m.fullName }) }}
          data-testid="member-role"
        >
          {menuItems(props.roles, (r) => t(`roles.${r}`))}
        </Select>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(`roles.${m.role}`)}
        </Typography>
      )}
      {props.canManage && !props.isMe && (
        <IconButton aria-label={t("members.removeOf", { name: m.fullName })} onClick={props.onRemove} data-testid="member-remove">
          <DeleteIcon />
        </IconButton>
      )}
    </ListItem>
  );
}
