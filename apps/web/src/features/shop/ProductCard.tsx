import { Button, Card, CardActions, CardContent, Typography } from "@mui/material";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import { useTranslation } from "react-i18next";
import type { Product } from "@eln/shared/shop";
import { DeliveryChip } from "./DeliveryChip";
import { useShopLang } from "./useShopLang";
import { useAddToCart } from "./useAddToCart";

// A break opportunity after a closing bracket inside a word, where none is by default, so that a narrow
// card breaks "Tris(hydroxymethyl)aminomethane" after the bracket instead of at any letter.
function withBreaks(text: string) {
  return text.split(/(?<=[)\]])(?=\p{L})/u).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));
}

/** A product on the shop home: name, pack, price, delivery, and one click to the cart (at its moq). */
export function ProductCard({ product, note, reorder = false }: { product: Product; note?: string; reorder?: boolean }) {
  const { t } = useTranslation("shop");
  const { name, unit, item, yen, maker } = useShopLang();
  const { add } = useAddToCart();
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid="product-card">
      <CardContent sx={{ flex: 1, display: "flex", flexDirection: "column", gap: 0.75 }}>
        {/* A one-word chemical name is wider than a card: break it inside the word (after a bracket
            if it can) rather than run out of the card or hide part of the name. */}
        {/* A heading under the home page's h2 sections (subtitle2 alone would make it an h6). */}
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: "anywhere" }}>
          {withBreaks(name(product))}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {maker(product)} · {product.id} · {unit(product)}
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
          disabled={product.stock <= 0}
          // Eight cards share the visible label: the spoken name starts with it and names the item.
          aria-label={t(reorder ? "home.reorderWhat" : "catalog.addToCartWhat", { name: item(product) })}
          onClick={() => void add(product.id, product.moq, name(product))}
        >
          {reorder ? t("home.reorder") : t("catalog.addToCart")}
        </Button>
      </CardActions>
    </Card>
  );
}
