import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../api/useErrorMessage";
import { useUpdateCartQty, useUserCart } from "./cartApi";
import { CartLines } from "./CartLines";
import { CartTotalsCard, TotalsCardAction } from "./TotalsSummary";

/** The user's cart: lines, quantities, moq and stock problems, subtotal and tax per rate, total. */
export function CartPage() {
  const { t } = useTranslation("shop");
  const tc = useTranslation().t;
  const errorMessage = useErrorMessage();
  const { userCart, isFetchingUserCart, isUpdatingUserCart, fetchedHere, refetchUserCart } = useUserCart();
  const updateQty = useUpdateCartQty();
  const [error, setError] = useState<string | null>(null);

  // The mutation refetches both carts, after a refusal too.
  const onQty = async (productId: string, quantity: number) => {
    setError(null);
    try {
      await updateQty.mutateAsync({ productId, quantity });
    } catch (err) {
      setError(errorMessage(err));
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
        <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
          <Typography sx={{ mb: 2 }}>{t("cart.empty")}</Typography>
          <Button component={RouterLink} to="/buy" variant="contained">
            {t("cart.browse")}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 340px" }, alignItems: "start" }}>
          <Stack spacing={2}>
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
