import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../api/useErrorMessage";
import { notify } from "../../components/Notifier";
import { useCartStore } from "../../state/cartStore";

/** Adds to the cart through the store (which refetches the simple cart, so the badge follows). */
export function useAddToCart() {
  const { t } = useTranslation("shop");
  const errorMessage = useErrorMessage();
  const addItem = useCartStore((s) => s.addItem);
  const [pending, setPending] = useState<string | null>(null);
  const add = async (productId: string, quantity?: number) => {
    setPending(productId);
    try {
      await addItem(productId, quantity);
      notify.success(t("catalog.added"));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setPending(null);
    }
  };
  return { add, pending };
}
