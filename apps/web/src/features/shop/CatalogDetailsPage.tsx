import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, Link, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableRow, TextField, Tooltip, Typography, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import BookmarkAddIcon from "@mui/icons-material/BookmarkAddOutlined";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import SearchIcon from "@mui/icons-material/Search";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ShopLimits, type Product } from "@eln/shared/shop";
import { notify } from "../../components/Notifier";
import { TableHeaderRow } from "../../components/TableHeaderRow";
import { AddToCatalogDialog, CatalogDialog, DeleteCatalogDialog } from "./CatalogDialogs";
import { DeliveryChip } from "./DeliveryChip";
import { useCatalog } from "./shopApi";
import { useAddToCart } from "./useAddToCart";
import { useShopLang } from "./useShopLang";
import { QuantityBox, quantityProblem } from "./QuantityBox";
import { ShopNotFound } from "./ShopNotFound";
import { usePageName } from "../../layout/usePageName";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";
import { formatNumber } from "../../lib/formatNumber";
import { shopKeys } from "../../api/queryKeys";

const tm = messageIn("shop");

function QtyAndAdd({ product }: { product: Product }) {
  const { t, i18n } = useTranslation("shop");
  const { name, item } = useShopLang();
  const { add } = useAddToCart();
  const [qty, setQty] = useState(String(product.moq));
  const n = Number(qty);
  const problem = quantityProblem(qty);
  const valid = !problem;
  const out = product.stock <= 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <QuantityBox
        product={product}
        value={qty}
        onChange={setQty}
        disabled={out}
        error={!valid && !out}
        // Why Add is off, under the box (the red border alone did not say).
        helperText={!valid && !out ? t(`catalog.${problem}`, { min: 1, max: formatNumber(ShopLimits.quantityMax, i18n.language) }) : undefined}
        formHelperText={{ sx: { mx: 0, whiteSpace: "normal" }, "data-testid": "add-qty-error" }}
        testId="add-qty"
      />
      <Tooltip title={t("catalog.addToCart")} describeChild>
        <span>
          <IconButton color="primary" disabled={out || !valid} onClick={() => void add(product.id, n, name(product))} aria-label={t("catalog.addToCartWhat", { name: item(product) })} data-testid="add-to-cart">
            <AddShoppingCartIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** Catalog details: products with unit price, moq, stock and delivery time; add to cart; manage my catalog. */
export function CatalogDetailsPage() {
  const { catalogId = "" } = useParams();
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const { name, unit, item, yen, catalogNames, maker } = useShopLang();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"));
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useCatalog(catalogId);
  usePageName(q.data && catalogNames(q.data.catalog).title);
  const [filter, setFilter] = useState("");
  const [adding, setAdding] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Removing a product unmounts its row with the focused button: the focus goes on to the next
  // product's Remove (the previous one after the last), or to the catalog's heading when none is left,
  // instead of falling to <body>.
  const focusAfterRemove = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    const next = target ? document.querySelector<HTMLElement>(`[data-testid="remove-from-catalog"][data-product-id="${CSS.escape(target)}"]`) : null;
    (next ?? headingRef.current)?.focus();
  }, [q.data]);

  const products = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = q.data?.products ?? [];
    if (!needle) return all;
    return all.filter((p) => [p.name, p.nameJa, p.maker, p.makerJa ?? "", p.id, p.casNumber ?? ""].some((s) => s.toLowerCase().includes(needle)));
  }, [q.data, filter]);

  if (q.isPending) return <Skeleton variant="rounded" height={320} />;
  if (q.isError) return <ShopNotFound message={t("catalog.notFound")} />;
  const { catalog, abilities } = q.data;
  const { title, supplier } = catalogNames(catalog);

  const remove = async (productId: string) => {
    try {
      const next = await call(shopEndpoints.removeCatalogItems, { params: { id: catalog.id }, body: { product_ids: [productId] } });
      const at = products.findIndex((p) => p.id === productId);
      focusAfterRemove.current = (products[at + 1] ?? products[at - 1])?.id ?? "";
      qc.setQueryData(shopKeys.catalog(catalog.id), next);
      void qc.invalidateQueries({ queryKey: shopKeys.myCatalogs });
      notify.success(tm("catalog.removed"));
    } catch (err) {
      notify.error(errorMessageOf(err));
    }
  };
  const rowActions = (p: Product) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", justifyContent: "flex-end" }}>
      <QtyAndAdd product={p} />
      {/* One button per row: the spoken name says which product, as Add to cart's does. */}
      {abilities["catalog.editItems"] ? (
        <Tooltip title={t("catalog.removeFromCatalog")} describeChild>
          <IconButton onClick={() => void remove(p.id)} aria-label={t("catalog.removeFromCatalogWhat", { name: item(p) })} data-testid="remove-from-catalog" data-product-id={p.id}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title={t("catalog.addToMyCatalog")} describeChild>
          <IconButton onClick={() => setAdding([p.id])} aria-label={t("catalog.addToMyCatalogWhat", { name: item(p) })} data-testid="add-to-my-catalog">
            <BookmarkAddIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/buy" variant="body2">
        {t("catalog.back")}
      </Link>
      <Box sx={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {catalog.premade ? `${t("catalog.premade")} · ${supplier ?? ""}` : t("catalog.mine")}
          </Typography>
          <Typography variant="h1" data-testid="catalog-title" ref={headingRef} tabIndex={-1} sx={{ outline: "none" }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("home.items", { count: catalog.itemCount })}
          </Typography>
        </Box>
        {abilities["catalog.update"] && (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setRenaming(true)}>{tc("actions.rename")}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {tc("actions.delete")}
            </Button>
          </Stack>
        )}
      </Box>
      {q.data.products.length > 0 && (
        <TextField
          size="small"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t("catalog.search")}
          sx={{ maxWidth: 480 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { "aria-label": t("catalog.search") } }}
        />
      )}
      {q.data.products.length === 0 ? (
        <Alert severity="info">{t("catalog.empty")}</Alert>
      ) : products.length === 0 ? (
        <Typography color="text.secondary">{t("catalog.noMatch")}</Typography>
      ) : mobile ? (
        <Stack spacing={1.5}>
          {products.map((p) => (
            <Card key={p.id} variant="outlined" data-testid="product-row">
              <CardContent sx={{ display: "flex", flexDirection: "column", gap: 0.75 }}>
                <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
                  {name(p)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {maker(p)} · {p.id} · {unit(p)}
                </Typography>
                <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "baseline" }}>
                  <Typography variant="h6" component="p">{yen(p.unitPrice)}</Typography>
                  <Typography variant="body2">
                    {t("catalog.moqLabel")}: {p.moq} · {t("catalog.stock")}: {p.stock}
                  </Typography>
                </Box>
                <Box>
                  <DeliveryChip product={p} />
                </Box>
                {rowActions(p)}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHeaderRow
              columns={[
                t("catalog.name"),
                t("catalog.catalogNumber"),
                t("catalog.unit"),
                { label: t("catalog.unitPrice"), align: "right" },
                { label: t("catalog.moqLabel"), align: "right" },
                { label: t("catalog.stock"), align: "right" },
                t("catalog.delivery"),
                { label: t("catalog.quantity"), align: "right" },
              ]}
            />
            <TableBody>
              {products.map((p) => (
                <TableRow key={p.id} hover data-testid="product-row">
                  <TableCell sx={{ maxWidth: 340 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {name(p)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {maker(p)}
                      {p.casNumber ? ` · ${t("catalog.cas", { cas: p.casNumber })}` : ""}
                      {p.taxRate === 8 ? ` · ${t("catalog.reducedRate")}` : ""}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{p.id}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{unit(p)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }} data-testid="unit-price">
                    {yen(p.unitPrice)}
                  </TableCell>
                  <TableCell align="right">{p.moq}</TableCell>
                  <TableCell align="right">{p.stock}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <DeliveryChip product={p} />
                  </TableCell>
                  <TableCell align="right">{rowActions(p)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <AddToCatalogDialog productIds={adding} onClose={() => setAdding(null)} />
      <CatalogDialog open={renaming} catalog={catalog} onClose={() => setRenaming(false)} onSaved={() => void q.refetch()} />
      <DeleteCatalogDialog catalog={deleting ? catalog : null} onClose={() => setDeleting(false)} onDeleted={() => navigate("/buy")} />
    </Stack>
  );
}
