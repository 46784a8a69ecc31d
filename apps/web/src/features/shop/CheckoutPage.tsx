import { can } from "@eln/shared/permissions";
import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { Alert, Box, Button, CircularProgress, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, useMessageState } from "../../i18n/useMessageState";
import { useUserSpaces } from "../spaces/spacesApi";
import { useUserCart } from "./cartApi";
import { CartLines } from "./CartLines";
import { CheckoutSettingsForm } from "./CheckoutSettingsForm";
import { CartTotalsCard, TotalsCardAction } from "./TotalsSummary";
import { BackToShopNotice } from "./BackToShopNotice";
import { useCheckoutSettings } from "./shopApi";
import { cartKeys, shopKeys } from "../../api/queryKeys";

/** A refused order in the checkout's words: what changed while the person was checking out, or the error's own message. */
function checkoutFailure(err: unknown) {
  if (err instanceof ApiError && err.code === "price_changed") return message("shop.checkout.priceChanged");
  if (err instanceof ApiError && err.code === "cart_changed") return message("shop.checkout.cartChanged");
  return errorMessageOf(err);
}

/** Review with the checkout settings (editable), then place the order once. */
export function CheckoutPage() {
  const { t } = useTranslation("shop");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { userCart, fetchedHere } = useUserCart();
  const settings = useCheckoutSettings();
  // Space owners set when orders need approval: the settings are a link away from the order they shape.
  const ownedSpaces = useUserSpaces().userSpaces.filter((sp) => can({ spaceRole: sp.role }, "space.update"));
  const [editing, setEditing] = useState(false);
  const [placing, setPlacing] = useState(false);
  // Kept as a message, not words: one already shown follows the language switch.
  const [error, setError] = useMessageState();
  // Saving the settings swaps the form for its summary; the focus goes on to Place order (or to Edit
  // when the cart cannot be ordered) instead of falling to <body> with the form.
  const [settingsSaved, setSettingsSaved] = useState(false);
  const placeRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!settingsSaved || editing || !settings.data?.saved) return;
    setSettingsSaved(false);
    (placeRef.current && !placeRef.current.disabled ? placeRef.current : editRef.current)?.focus();
  }, [settingsSaved, editing, settings.data]);
  // One key per checkout attempt: a double click or a retry after a lost answer orders once.
  const key = useRef(crypto.randomUUID());

  const place = async () => {
    if (!userCart || placing) return;
    setPlacing(true);
    setError(null);
    try {
      const order = await call(shopEndpoints.placeOrder, {
        body: { idempotencyKey: key.current, expectedTotal: userCart.total, expectedLines: userCart.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })) },
      });
      void qc.invalidateQueries({ queryKey: shopKeys.all });
      // The badge empties; the detailed cart is fetched again on the next visit.
      await qc.invalidateQueries({ queryKey: cartKeys.simple });
      void navigate(`/buy/order-notification?order=${order.id}`, { replace: true, state: { order } });
    } catch (err) {
      setError(checkoutFailure(err));
      // Nothing was ordered: a new attempt gets a new key, with the cart as it is now.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) key.current = crypto.randomUUID();
      await qc.invalidateQueries({ queryKey: cartKeys.details });
      setPlacing(false);
    }
  };

  // A cart kept from an earlier visit is not shown while this visit's fetch runs.
  if (!fetchedHere || settings.isPending) return <Skeleton variant="rounded" height={320} />;
  if (!userCart || userCart.lines.length === 0)
    return <BackToShopNotice heading={<Typography variant="h1">{t("checkout.title")}</Typography>} message={t("checkout.empty")} action={t("cart.browse")} />;
  const s = settings.data;
  const needSettings = !s?.saved;
  const showForm = editing || needSettings;

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t("checkout.title")}</Typography>
      {error && (
        <Alert severity="error" data-testid="checkout-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 360px" }, alignItems: "start" }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 1 }}>
              <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
                {t("checkout.shipTo")}
              </Typography>
              {!showForm && (
                <Button onClick={() => setEditing(true)} ref={editRef} data-testid="edit-settings">
                  {t("checkout.edit")}
                </Button>
              )}
            </Box>
            {showForm ? (
              <>
                {needSettings && (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {t("checkout.needSettings")}
                  </Alert>
                )}
                {s && <CheckoutSettingsForm initial={s} submitLabel={t("checkout.saveSettings")} onSaved={() => (setEditing(false), setSettingsSaved(true))} />}
              </>
            ) : (
              <Box data-testid="checkout-settings-summary">
                <Typography sx={{ whiteSpace: "pre-line" }}>{s!.shippingAddress}</Typography>
                <Typography color="text.secondary">
                  {s!.personInChargeName} &lt;{s!.personInChargeEmail}&gt;
                </Typography>
              </Box>
            )}
          </Paper>
          <Typography variant="h2" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
            {t("checkout.review")}
          </Typography>
          <CartLines lines={userCart.lines} editable={false} nameHeading="h3" />
        </Stack>
        <CartTotalsCard cart={userCart}>
          <TotalsCardAction
            ref={placeRef}
            onClick={() => void place()}
            disabled={placing || showForm || !userCart.canCheckout}
            startIcon={placing ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="place-order"
          >
            {placing ? t("checkout.placing") : t("checkout.placeOrder")}
          </TotalsCardAction>
          <Button fullWidth sx={{ mt: 1 }} component={RouterLink} to="/buy/cart">
            {t("checkout.backToCart")}
          </Button>
          <Box sx={{ mt: 2, pt: 1, borderTop: 1, borderColor: "divider" }} data-testid="checkout-settings-links">
            <Button size="small" component={RouterLink} to="/checkout_settings" sx={{ display: "flex", justifyContent: "flex-start", textAlign: "left" }}>
              {t("checkout.settingsLink")}
            </Button>
            {ownedSpaces.map((sp) => (
              <Button key={sp.id} size="small" component={RouterLink} to={`/spaces/${sp.id}/inventory#space-orders`} sx={{ display: "flex", justifyContent: "flex-start", textAlign: "left" }} data-testid="checkout-approval-link">
                {t("checkout.approvalLink", { space: sp.title })}
              </Button>
            ))}
          </Box>
        </CartTotalsCard>
      </Box>
    </Stack>
  );
}
