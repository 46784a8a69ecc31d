import { Alert, Box, Button, Card, CardActionArea, CardContent, IconButton, Link, List, ListItem, ListItemButton, ListItemText, Menu, MenuItem, Skeleton, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import SettingsIcon from "@mui/icons-material/Settings";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { CatalogSummary } from "@eln/shared/shop";
import { CatalogDialog, DeleteCatalogDialog } from "./CatalogDialogs";
import { ProductCard } from "./ProductCard";
import { useCatalogs, useMyCatalogs, useOrders, usePurchased, useRecommended } from "./shopApi";
import { useShopLang } from "./useShopLang";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)", lg: "repeat(4, 1fr)" } };

function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box component="section" data-testid={testId}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1.5, gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={grid}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={120} />
      ))}
    </Box>
  );
}

/** The section's cards in the page's grid, one per item. */
function CardGrid<T>({ items, card }: { items: T[]; card(item: T): ReactNode }) {
  return <Box sx={grid}>{items.map(card)}</Box>;
}

/** A section's query: placeholders while it loads, then its failure, the empty sentence, or its items. */
function QueryContent<T>({ query, empty, loading = <Loading />, children }: { query: UseQueryResult<T[]>; empty: string; loading?: ReactNode; children(items: T[]): ReactNode }) {
  const { t } = useTranslation("shop");
  if (query.isPending) return loading;
  if (query.isError) return <Alert severity="error">{t("home.loadFailed")}</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return children(query.data);
}

function CatalogCard({ catalog, onMenu }: { catalog: CatalogSummary; onMenu?(el: HTMLElement): void }) {
  const { t } = useTranslation("shop");
  const { title, supplier } = useShopLang().catalogNames(catalog);
  return (
    <Card variant="outlined" sx={{ position: "relative" }} data-testid="catalog-card">
      <CardActionArea component={RouterLink} to={`/buy/catalogs/${catalog.id}`} sx={{ height: "100%" }}>
        <CardContent sx={{ pr: onMenu ? 6 : 2 }}>
          {supplier && (
            <Typography variant="caption" color="text.secondary">
              {supplier}
            </Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("home.items", { count: catalog.itemCount })}
          </Typography>
        </CardContent>
      </CardActionArea>
      {onMenu && (
        <IconButton sx={{ position: "absolute", top: 8, right: 8 }} aria-label={t("home.catalogActions", { title })} aria-haspopup="menu" onClick={(e) => onMenu(e.currentTarget)} data-testid="catalog-menu">
          <MoreVertIcon />
        </IconButton>
      )}
    </Card>
  );
}

/** E-commerce home (spec §2): recommended items, my catalogs, previously purchased, plus supplier catalogs and orders. */
export function ShopHomePage() {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const { yen, day } = useShopLang();
  const premade = useCatalogs();
  const mine = useMyCatalogs();
  const recommended = useRecommended();
  const purchased = usePurchased();
  const orders = useOrders();
  const [creating, setCreating] = useState(false);
  const [menu, setMenu] = useState<{ el: HTMLElement; catalog: CatalogSummary } | null>(null);
  const [renaming, setRenaming] = useState<CatalogSummary | null>(null);
  const [deleting, setDeleting] = useState<CatalogSummary | null>(null);

  return (
    <Stack spacing={4}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h1">{t("home.title")}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/checkout_settings" startIcon={<SettingsIcon />}>
            {t("home.checkoutSettings")}
          </Button>
          <Button component={RouterLink} to="/buy/cart" variant="contained" startIcon={<ShoppingCartIcon />}>
            {t("home.viewCart")}
          </Button>
        </Stack>
      </Box>

      <Section title={t("home.recommended")} testId="shop-recommended">
        <QueryContent query={recommended} empty={t("home.noRecommended")}>
          {(items) => <CardGrid items={items} card={(p) => <ProductCard key={p.id} product={p} />} />}
        </QueryContent>
      </Section>

      <Section
        title={t("home.myCatalogs")}
        testId="shop-my-catalogs"
        action={
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="new-catalog">
            {t("home.newCatalog")}
          </Button>
        }
      >
        <QueryContent query={mine} empty={t("home.noMyCatalogs")}>
          {(items) => <CardGrid items={items} card={(c) => <CatalogCard key={c.id} catalog={c} onMenu={(el) => setMenu({ el, catalog: c })} />} />}
        </QueryContent>
      </Section>

      <Section title={t("home.purchased")} testId="shop-purchased">
        <QueryContent query={purchased} empty={t("home.noPurchased")}>
          {(items) => <CardGrid items={items} card={(p) => <ProductCard key={p.id} product={p} note={t("home.lastOrdered", { date: day(p.lastOrderedAt) })} reorder />} />}
        </QueryContent>
      </Section>

      <Section title={t("home.premadeCatalogs")} testId="shop-premade">
        {premade.catalogsLoading && premade.catalogs.length === 0 ? (
          <Loading />
        ) : (
          <CardGrid items={premade.catalogs} card={(c) => <CatalogCard key={c.id} catalog={c} />} />
        )}
      </Section>

      <Section title={t("home.orders")} testId="shop-orders">
        <QueryContent query={orders} empty={t("home.noOrders")} loading={<Skeleton variant="rounded" height={80} />}>
          {(items) => (
            <Card variant="outlined">
              <List disablePadding>
                {/* A list holds <li>s only (axe "list"): each order's link sits in its own item. */}
                {items.map((o) => (
                  <ListItem key={o.id} disablePadding divider>
                    <ListItemButton component={RouterLink} to={`/buy/orders/${o.id}`} data-testid="order-row">
                      <ListItemText
                        primary={<Link component="span" underline="hover">{o.number}</Link>}
                        secondary={`${day(o.createdAt)} · ${t("order.lineCount", { count: o.lineCount })}`}
                      />
                      <Typography sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 600 }}>{yen(o.total)}</Typography>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Card>
          )}
        </QueryContent>
      </Section>

      <Menu anchorEl={menu?.el} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => (setRenaming(menu!.catalog), setMenu(null))} data-testid="catalog-rename">
          {tc("actions.rename")}
        </MenuItem>
        <MenuItem onClick={() => (setDeleting(menu!.catalog), setMenu(null))} data-testid="catalog-delete">
          {tc("actions.delete")}
        </MenuItem>
      </Menu>
      <CatalogDialog open={creating || !!renaming} catalog={renaming} onClose={() => (setCreating(false), setRenaming(null))} />
      <DeleteCatalogDialog catalog={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
