import { ShopLimits } from "@eln/shared/shop";

// A quantity box wide enough for the largest quantity a line may have (9999) beside the number
// input's spin buttons and padding, in the field's own font (ch), so no digit is cut off.
export const quantityBoxWidth = `calc(${String(ShopLimits.quantityMax).length + 1}ch + 56px)`;
