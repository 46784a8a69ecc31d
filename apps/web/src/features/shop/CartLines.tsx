import { Alert, Box, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { moqViolation, ShopLimits, type CartLine } from "@eln/shared/shop";
import { DeliveryChip } from "./DeliveryChip";
import { useShopLang } from "./useShopLang";
import { QuantityBox, quantityBoxWidth, quantityProblem } from "./QuantityBox";
import { formatNumber } from "../../lib/formatNumber";

/** How long typing in a quantity box pauses before the quantity is sent. */
const qtyCommitPauseMs = 500;

// While the cart updates, the box is read-only and Remove waits for the update instead of being disabled:
// a disabled control drops the keyboard focus to <body>, and Tab would skip it.
// `error` and `describedBy` cover both the box's own refusal and the server's word on the line (under the
// minimum order, more than in stock), so the box says it is wrong and why, not only the alert below it.
function QtyField(props: { line: CartLine; busy: boolean; onCommit(q: number): void; error: boolean; describedBy?: string; setInvalid(bad: boolean): void }) {
  const { line, busy, onCommit, error, describedBy, setInvalid } = props;
  const [value, setValue] = useState(String(line.quantity));
  // The quantity last sent: Enter sends it and the box keeps the focus, so the blur that follows
  // (Tab onwards) must not send the same quantity again.
  const sent = useRef<number | null>(null);
  useEffect(() => {
    setValue(String(line.quantity));
    setInvalid(false);
    sent.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new quantity from the server resets the box
  }, [line.quantity]);
  // A quantity that cannot be ordered stays in the box with the reason under it, and nothing is
  // sent; 0 is refused too, since removing a line is the Remove button's work, not a typo's.
  const commit = (typed = value) => {
    clearTimeout(pause.current);
    // A pause that ends while the cart updates (another line's quantity) sends once the update is done.
    waiting.current = busy ? typed : null;
    if (busy) return;
    const n = Number(typed);
    const ok = quantityProblem(typed) === null;
    setInvalid(!ok);
    if (ok && n !== line.quantity && n !== sent.current) {
      sent.current = n;
      onCommit(n);
    }
  };
  // Typing commits after a short pause too, not only on Enter or leaving the box: the subtotal, the
  // minimum-order warning and "Proceed to checkout" followed only then, so a click on checkout right
  // after typing 10 met the old quantity's disabled button. An empty box (being retyped) waits.
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<string | null>(null);
  // The timer calls the commit of the latest render (busy and the line as they are then).
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => () => clearTimeout(pause.current), []);
  useEffect(() => {
    if (!busy && waiting.current !== null) latestCommit.current(waiting.current);
  }, [busy]);
  const onChange = (typed: string) => {
    setValue(typed);
    clearTimeout(pause.current);
    waiting.current = null;
    if (typed.trim() !== "") pause.current = setTimeout(() => latestCommit.current(typed), qtyCommitPauseMs);
  };
  return (
    <QuantityBox
      product={line}
      value={value}
      onChange={onChange}
      onBlur={() => commit()}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
        if (e.key === "Escape") {
          clearTimeout(pause.current);
          waiting.current = null;
          setValue(String(line.quantity));
          setInvalid(false);
        }
      }}
      error={error}
      readOnly={busy}
      describedBy={describedBy}
      testId="cart-qty"
    />
  );
}

/**
 * The cart's lines; editable in the cart, read-only at checkout. Each line says what blocks checkout.
 * Each product's name heads its line, one level under the section holding the lines (`nameHeading`):
 * h2 in the cart, right under the page's h1; h3 at checkout, under "Review your order".
 */
export function CartLines({ lines, editable, busy, onQty, nameHeading = "h2" }: { lines: CartLine[]; editable: boolean; busy?: boolean; onQty?(productId: string, q: number): void; nameHeading?: "h2" | "h3" }) {
  const { t, i18n } = useTranslation("shop");
  const { name, unit, item, yen, maker } = useShopLang();
  const idBase = useId();
  // Lines whose quantity box holds a number that cannot be ordered (the reason shows under the line).
  const [badQty, setBadQty] = useState<Record<string, boolean>>({});
  // Remove pressed while the cart updates (a quantity sent by Tab a moment before) waits for the
  // update and then runs: refused, the press was lost and the line stayed (seen by keyboard).
  const [removeLater, setRemoveLater] = useState<string | null>(null);
  useEffect(() => {
    if (busy || !removeLater) return;
    setRemoveLater(null);
    if (lines.some((l) => l.product_id === removeLater)) onQty?.(removeLater, 0);
  }, [busy, removeLater, lines, onQty]);
  const remove = (productId: string) => (busy ? setRemoveLater(productId) : onQty?.(productId, 0));
  return (
    <Paper variant="outlined">
      {lines.map((l, i) => {
        const moq = moqViolation(l.quantity, l.moq);
        const problem =
          l.problem === "out_of_stock"
            ? t("cart.outOfStock")
            : moq
              ? t("moq", { moq: moq.moq })
              : l.problem === "insufficient_stock"
                ? t("cart.insufficientStock", { stock: l.stock })
                : null;
        // A problem the quantity box can fix (out of stock is not one: Remove is the way out).
        const qtyProblem = problem !== null && l.problem !== "out_of_stock";
        const rangeErrorId = `${idBase}-range-${i}`;
        const problemId = `${idBase}-problem-${i}`;
        const describedBy = [badQty[l.product_id] ? rangeErrorId : null, qtyProblem ? problemId : null].filter(Boolean).join(" ") || undefined;
        return (
          <Box key={l.product_id} sx={{ p: 2, borderTop: i ? 1 : 0, borderColor: "divider" }} data-testid="cart-line" data-product-id={l.product_id}>
            <Box sx={{ display: "flex", gap: 2, flexWrap: { xs: "wrap", md: "nowrap" }, alignItems: "center" }}>
              <Box sx={{ flex: "1 1 280px", minWidth: 0 }}>
                <Typography variant="subtitle2" component={nameHeading} sx={{ fontWeight: 600 }}>
                  {name(l)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {maker(l)} · {l.id} · {unit(l)} · {t("catalog.taxRate", { rate: l.taxRate })}
                  {l.moq > 1 ? ` · ${t("catalog.moqLabel")}: ${l.moq}` : ""}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <DeliveryChip product={l} />
                </Box>
              </Box>
              <Typography sx={{ width: 100, textAlign: "right", fontVariantNumeric: "tabular-nums" }} data-testid="line-unit-price">
                {yen(l.unitPrice)}
              </Typography>
              <Box sx={{ width: quantityBoxWidth, flexShrink: 0 }}>
                {editable ? (
                  <QtyField
                    line={l}
                    busy={!!busy}
                    onCommit={(q) => onQty?.(l.product_id, q)}
                    error={!!badQty[l.product_id] || qtyProblem}
                    describedBy={describedBy}
                    setInvalid={(bad) => setBadQty((m) => (!!m[l.product_id] === bad ? m : { ...m, [l.product_id]: bad }))}
                  />
                ) : (
                  <Typography sx={{ textAlign: "right" }}>× {l.quantity}</Typography>
                )}
              </Box>
              <Typography sx={{ width: 120, textAlign: "right", fontWeight: 600, fontVariantNumeric: "tabular-nums" }} data-testid="line-subtotal">
                {yen(l.subtotal)}
              </Typography>
              {editable && (
                <Tooltip title={t("cart.remove")} describeChild>
                  <span>
                    <IconButton aria-disabled={busy ? true : undefined} onClick={() => remove(l.product_id)} aria-label={t("cart.removeWhat", { name: item(l) })} data-testid="cart-remove">
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
            </Box>
            <Stack spacing={1} sx={{ mt: problem || badQty[l.product_id] || l.previousUnitPrice !== null ? 1 : 0 }}>
              {editable && badQty[l.product_id] && (
                <Alert severity="error" sx={{ py: 0 }} id={rangeErrorId} data-testid="cart-qty-error">
                  {t("cart.quantityRange", { max: formatNumber(ShopLimits.quantityMax, i18n.language) })}
                </Alert>
              )}
              {l.previousUnitPrice !== null && (
                <Alert severity="info" sx={{ py: 0 }} data-testid="line-price-changed">
                  {t("cart.priceChanged", { from: yen(l.previousUnitPrice), to: yen(l.unitPrice) })}
                </Alert>
              )}
              {problem && (
                <Alert severity="warning" sx={{ py: 0 }} id={problemId} data-testid="line-problem">
                  {problem}
                </Alert>
              )}
            </Stack>
          </Box>
        );
      })}
    </Paper>
  );
}
