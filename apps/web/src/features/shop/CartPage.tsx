import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessageOf, useMessageState } from "../../i18n/useMessageState";
import { useUpdateCartQty, useUserCart } from "./cartApi";
import { CartLines } from "./CartLines";
import { CartTotalsCard, TotalsCardAction } from "./TotalsSummary";

/** The user's cart: lines, quantities, moq and stock problems, subtotal and tax per rate, total. */
export function CartPage() {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const { userCart, isFetchingUserCart, isUpdatingUserCart, fetchedHere, refetchUserCart } = useUserCart();
  const updateQty = useUpdateCartQty();
  // Kept as a message, not words: one already shown follows the language switch.
  const [error, setError] = useMessageState();
  const linesRef = useRef<HTMLDivElement>(null);
  const browseRef = useRef<HTMLAnchorElement>(null);
  // Where a removed line stood: once it is gone, the focus goes to the line now in its place (or the
  // last one), or to "Browse catalogs" when the cart is empty, instead of dropping to <body>.
  const removedAt = useRef<number | null>(null);
  const lineCount = userCart?.lines.length;
  useEffect(() => {
    const at = removedAt.current;
    if (at === null || lineCount === undefined) return;
    removedAt.current = null;
    const boxes = linesRef.current?.querySelectorAll<HTMLInputElement>("[data-testid=cart-qty]") ?? [];
    (boxes.length ? boxes[Math.min(at, boxes.length - 1)] : browseRef.current)?.focus();
  }, [lineCount]);

  // The mutation refetches both carts, after a refusal too.
  const onQty = async (productId: string, quantity: number) => {
    setError(null);
    if (quantity === 0) removedAt.current = userCart?.lines.findIndex((l) => l.product_id === productId) ?? null;
    try {
      await updateQty.mutateAsync({ productId, quantity });
    } catch (err) {
      removedAt.current = null;
      setError(errorMessageOf(err));
    }
  };

  // A cart kept from an earlier visit is not shown as current while this visit's fetch runs.
  if (!fetchedHere && isFetchingUserCart) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t("cart.title")}</Typography>
      <Box sx={{ height: 4 }}>{isUpdatingUserCart && <LinearProgress aria-label={t("cart.updating")} />}</Box>
      {error && <Alert severity="error">{error}</Alert>}
      {!userCart ? (
        <Alert severity="error" action={<Button onClick={() => void refetchUserCart()}>{tc("actions.retry")}</Button>}>
          {t("cart.loadFailed")}
        </Alert>
      ) : userCart.lines.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }} data-testid="cart-empty">
          <Typography sx={{ mb: 2 }}>{t("cart.empty")}</Typography>
          <Button component={RouterLink} to="/buy" variant="contained" ref={browseRef}>
            {t("cart.browse")}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 340px" }, alignItems: "start" }}>
          <Stack spacing={2} ref={linesRef}>
            {userCart.priceChanged && <Alert severity="info">{t("cart.priceChangedNotice")}</Alert>}
            <CartLines lines={userCart.lines} editable busy={isUpdatingUserCart} onQty={(id, q) => void onQty(id, q)} />
          </Stack>
          <CartTotalsCard cart={userCart}>
            <TotalsCardAction component={RouterLink} to="/buy/checkout" disabled={!userCart.canCheckout || isUpdatingUserCart} data-testid="to-checkout">
              {t("cart.checkout")}
            </TotalsCardAction>
          </CartTotalsCard>
        </Box>
      )}
    </Stack>
  );
}
