import { TextField } from "@mui/material";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cartAddQuantitySchema, ShopLimits } from "@eln/shared/shop";
import { useShopLang } from "./useShopLang";

// A quantity box wide enough for the largest quantity a line may have (9999) beside the number
// input's spin buttons and padding, in the field's own font (ch), so no digit is cut off.
export const quantityBoxWidth = `calc(${String(ShopLimits.quantityMax).length + 1}ch + 56px)`;

/**
 * What is wrong with a typed quantity by the shared rule (a whole number of units of sale, from 1 to
 * what a line may hold), as a message key of catalog.*, or null when it can be ordered.
 */
export function quantityProblem(typed: string) {
  if (typed.trim() === "") return "quantityRequired";
  const parsed = cartAddQuantitySchema.safeParse(Number(typed));
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.message;
  return code === "validation.min" ? "quantityTooSmall" : code === "validation.max" ? "quantityTooLarge" : "quantityNotWhole";
}

/**
 * The box for how many units of one product: the rule's bounds, and a spoken name with the product's
 * pack (one product comes in several packs under one name).
 */
export function QuantityBox(props: {
  product: { name: string; nameJa: string; unit: string; unitJa: string };
  value: string;
  onChange(value: string): void;
  error: boolean;
  testId: string;
  helperText?: ReactNode;
  /** Slot props of the helper text (where it shows a reason, its test id). */
  formHelperText?: object;
  disabled?: boolean;
  readOnly?: boolean;
  describedBy?: string;
  onBlur?(): void;
  onKeyDown?(e: KeyboardEvent): void;
}) {
  const { t } = useTranslation("shop");
  const { item } = useShopLang();
  return (
    <TextField
      size="small"
      type="number"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      sx={{ width: quantityBoxWidth, flexShrink: 0 }}
      slotProps={{
        htmlInput: {
          readOnly: props.readOnly,
          min: 1,
          max: ShopLimits.quantityMax,
          "aria-label": t("cart.quantityFor", { name: item(props.product) }),
          // Only when given: otherwise the box keeps the helper text as its description, as MUI links them.
          ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
          "data-testid": props.testId,
        },
        formHelperText: props.formHelperText,
      }}
    />
  );
}
