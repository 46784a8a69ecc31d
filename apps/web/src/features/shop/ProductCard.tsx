import { Button, Card, CardActions, CardContent, Typography } from "@mui/material";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import { useTranslation } from "react-i18next";
import type { Product } from "@eln/shared/shop";
import { DeliveryChip } from "./DeliveryChip";
import { useShopLang } from "./useShopLang";
import { useAddToCart } from "./useAddToCart";

/** A product on the shop home: name, pack, price, delivery, and one click to the cart (at its moq). */
export function ProductCard({ product, note, actionLabel }: { product: Product; note?: string; actionLabel?: string }) {
  const { t } = useTranslation("shop");
  const { name, unit, yen } = useShopLang();
  const { add, pending } = useAddToCart();
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid="product-card">
      <CardContent sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 0.75 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {name(product)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {product.maker} · {product.id} · {unit(product)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {yen(product.unitPrice)}
        </Typography>
        {product.moq > 1 && (
          <Typography variant="caption">
            {t("catalog.moqLabel")}: {product.moq}
          </Typography>
        )}
        <DeliveryChip product={product} />
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<AddShoppingCartIcon />}
          disabled={product.stock <= 0 || pending === product.id}
          onClick={() => void add(product.id, product.moq, name(product))}
        >
          {actionLabel ?? t("catalog.addToCart")}
        </Button>
      </CardActions>
    </Card>
  );
}
