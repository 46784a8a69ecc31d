import { useRef } from "react";
import { notify } from "../../components/Notifier";
import { useAddCartItem } from "./cartApi";
import { ShopLimits } from "@eln/shared/shop";
import { messageIn, errorMessageOf } from "../../i18n/useMessageState";
import { i18n } from "../../i18n/i18n";
import { formatNumber } from "../../lib/formatNumber";

const tm = messageIn("shop");

/**
 * Adds to the cart; the mutation refetches the simple cart, so the badge follows. The button is
 * not disabled while adding: a disabled button drops the keyboard focus to the page, and the
 * toast already says the item went in.
 */
export function useAddToCart() {
  const addItem = useAddCartItem();
  // A double click must add once: state updates too late to stop the second click, a ref does not.
  const busy = useRef(new Set<string>());
  const add = async (productId: string, quantity?: number, label?: string) => {
    if (busy.current.has(productId)) return;
    busy.current.add(productId);
    try {
      const { added } = await addItem.mutateAsync({ productId, quantity });
      const name = label ?? tm("catalog.thisItem");
      // A line holds at most quantityMax: what the cap cut off is said, not reported as added.
      if (added.capped) notify.info(tm(added.quantity ? "catalog.addedCapped" : "catalog.atMax", { count: added.quantity, name, max: formatNumber(ShopLimits.quantityMax, i18n.language) }));
      else notify.success(label ? tm("catalog.addedWhat", { count: added.quantity, name: label }) : tm("catalog.added"));
    } catch (err) {
      notify.error(errorMessageOf(err));
    } finally {
      busy.current.delete(productId);
    }
  };
  return { add };
}
