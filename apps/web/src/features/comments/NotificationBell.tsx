import { Badge, Button, Divider, IconButton, ListItemText, Menu, MenuItem, Typography } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/NotificationsOutlined";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/formatDate";
import { useMarkNotificationsRead, useNotifications } from "./commentsApi";

/** The bell in the app bar: mentions and witness requests, newest first; opening one marks it read. */
export function NotificationBell() {
  const { t, i18n } = useTranslation("comments");
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  return (
    <>
      <IconButton color="inherit" aria-label={t("notificationsCount", { count: unread })} onClick={(e) => setAnchor(e.currentTarget)} data-testid="notification-bell" data-unread={unread} sx={{ px: { xs: 0.5, sm: 1 } }}>
        <Badge badgeContent={unread} color="secondary" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360, maxWidth: "calc(100vw - 16px)" } }, list: { "aria-label": t("notifications") } }}>
        {/* A menu may hold only menu items and separators: the title is presentation (the list is labelled). */}
        <Typography variant="subtitle2" component="li" role="presentation" sx={{ px: 2, py: 1 }}>
          {t("notifications")}
        </Typography>
        <Divider />
        {!items.length && (
          <MenuItem disabled>
            <Typography variant="body2">{t("noNotifications")}</Typography>
          </MenuItem>
        )}
        {items.map((n) => (
          <MenuItem
            key={n.id}
            data-testid="notification-item"
            onClick={() => {
              setAnchor(null);
              if (!n.read) markRead.mutate([n.id]);
              if (n.noteId) void navigate(n.kind === "mention" ? `/notes/${n.noteId}#comments` : `/notes/${n.noteId}`);
            }}
            sx={{ whiteSpace: "normal", alignItems: "flex-start", bgcolor: n.read ? undefined : "action.hover" }}
          >
            <ListItemText
              primary={t(n.kind === "mention" ? "mentioned" : "witnessRequested", { name: n.actor?.name ?? "—", note: n.noteTitle })}
              secondary={[n.excerpt, formatDateTime(n.createdAt, i18n.language)].filter(Boolean).join(" · ")}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600, overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </MenuItem>
        ))}
        {unread > 0 && [
          <Divider key="d" />,
          <MenuItem key="all" onClick={() => markRead.mutate(undefined)}>
            <Button size="small" component="span">
              {t("markAllRead")}
            </Button>
          </MenuItem>,
        ]}
      </Menu>
    </>
  );
}
