import { AppBar, Badge, Box, Button, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Menu, MenuItem, Toolbar, Typography, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import AccountCircle from "@mui/icons-material/AccountCircle";
import MenuIcon from "@mui/icons-material/Menu";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import FeedbackIcon from "@mui/icons-material/FeedbackOutlined";
import { useEffect, useState } from "react";
import { Link as RouterLink, Outlet, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { LanguageSwitch } from "./LanguageSwitch";
import { SearchBox } from "../features/search/SearchBox";
import { CommandPalette } from "../features/palette/CommandPalette";
import { NotificationBell } from "../features/comments/NotificationBell";
import { useShopStatus } from "../features/shop/useShopStatus";
import { usePublicConfig } from "../api/usePublicConfig";
import { useUserStore } from "../state/userStore";
import { useSimpleCart } from "../features/shop/cartApi";
import { useSignOut } from "../features/auth/useSignOut";
import { preloadEverydayScreens } from "../routes/screenCode";

/** Above this the cart badge shows "99+". */
const CART_BADGE_MAX = 99;

/** The cart link's name: what the badge shows ("99+", WCAG 2.5.3), and over that the real count. */
function cartLabel(t: TFunction, count: number) {
  if (!count) return t("nav.cart");
  return count > CART_BADGE_MAX ? t("nav.cartCountOverMax", { max: CART_BADGE_MAX, total: count }) : t("nav.cartCount", { count });
}

/** The signed-in frame: app bar with search, language, feedback, projects and shop links. */
export function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down("lg"));
  const shop = useShopStatus();
  const config = usePublicConfig();
  const fullName = useUserStore((s) => s.fullName);
  const { simpleCart } = useSimpleCart(shop.enabled);
  // The badge counts what is in the cart (quantities), not how many lines it has.
  const cartCount = simpleCart?.items.reduce((n, i) => n + i.quantity, 0) ?? 0;
  const { signOut, dialog: signOutDialog } = useSignOut();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [drawer, setDrawer] = useState(false);
  useEffect(() => preloadEverydayScreens(), []);

  const feedbackUrl = config.data?.feedbackUrl ?? "mailto:feedback@eln.local";
  const links = [
    { to: "/spaces", label: t("nav.projects"), testId: "nav-projects" },
    ...(shop.enabled ? [{ to: "/buy", label: t("nav.shop"), testId: "nav-shop" }] : []),
  ];
  const accountLinks: { to: string; label: string; pending?: boolean }[] = [
    { to: "/profile", label: t("nav.profile") },
    { to: "/change_password", label: t("nav.changePassword") },
    // Shown (disabled) while the shop's status is on its way, so the menu does not shift under
    // the pointer when it arrives and a click meant for "Log out" lands on the right item.
    ...(shop.enabled || shop.loading ? [{ to: "/checkout_settings", label: t("nav.checkoutSettings"), pending: !shop.enabled }] : []),
  ];

  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      {/* On the blue bar the focus ring is white (the theme's blue one vanished into it). */}
      <AppBar position="sticky" color="primary" elevation={1} sx={{ "& .MuiButtonBase-root.Mui-focusVisible": { outlineColor: "#fff", boxShadow: "0 0 0 2px #0d47a1" } }}>
        {/* Tighter on phones: at 390 px (and 320 px, WCAG 1.4.10) every control fits without a sideways scroll. */}
        <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          {mobile && (
            <IconButton color="inherit" edge="start" onClick={() => setDrawer(true)} aria-label={t("nav.openMenu")}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/spaces"
            variant="h6"
            sx={{ color: "inherit", textDecoration: "none", fontWeight: 700, mr: 1, whiteSpace: "nowrap", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", flexShrink: 1, fontSize: { xs: "1rem", sm: "1.25rem" } }}
          >
            {t("appTitle")}
          </Typography>
          {!mobile &&
            links.map((l) => (
              <Button key={l.to} color="inherit" component={RouterLink} to={l.to} data-testid={l.testId}>
                {l.label}
              </Button>
            ))}
          {/* At least the phone's search button: the title gives way (ellipsis), not the button. */}
          <Box sx={{ flex: 1, display: "flex", justifyContent: "center", minWidth: { xs: 40, lg: 0 } }}>
            <SearchBox />
          </Box>
          <CommandPalette />
          <NotificationBell />
          {shop.enabled && (
            <IconButton color="inherit" component={RouterLink} to="/buy/cart" aria-label={cartLabel(t, cartCount)} data-testid="nav-cart">
              {/* No hidden "0" in the link's text: its spoken name would not contain what it shows (WCAG 2.5.3). */}
              <Badge badgeContent={cartCount || null} max={CART_BADGE_MAX} color="secondary" data-testid="cart-badge">
                <ShoppingCartIcon />
              </Badge>
            </IconButton>
          )}
          {!mobile && (
            <Button color="inherit" href={feedbackUrl} target="_blank" rel="noopener noreferrer" startIcon={<FeedbackIcon />} data-testid="nav-feedback">
              {t("nav.feedback")}
            </Button>
          )}
          <LanguageSwitch />
          <IconButton color="inherit" onClick={(e) => setMenu(e.currentTarget)} aria-label={t("nav.account")} data-testid="account-menu">
            <AccountCircle />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {fullName && <MenuItem disabled>{fullName}</MenuItem>}
            {accountLinks.map((l) => (
              <MenuItem key={l.to} disabled={l.pending} onClick={() => (setMenu(null), navigate(l.to))}>
                {l.label}
              </MenuItem>
            ))}
            <Divider />
            <MenuItem onClick={() => (setMenu(null), void signOut())} data-testid="logout">
              {t("nav.logout")}
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Drawer open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { "aria-label": t("nav.menu") } }}>
        <List component="nav" sx={{ width: 260 }} onClick={() => setDrawer(false)}>
          {links.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
          <ListItemButton component="a" href={feedbackUrl} target="_blank" rel="noopener noreferrer">
            <ListItemText primary={t("nav.feedback")} />
          </ListItemButton>
          <Divider />
          {accountLinks.map((l) => (
            <ListItemButton key={l.to} component={RouterLink} to={l.to}>
              <ListItemText primary={l.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      {signOutDialog}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, width: "100%", maxWidth: 1600, mx: "auto", outline: "none" }}>
        <Outlet />
      </Box>
    </Box>
  );
}
