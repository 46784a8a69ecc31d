// Delivery time as the spec's three states: standard (N days), delayed, or out of
// stock with the delivery date undecided. Out of stock wins over "delayed": with
// nothing on the shelf no day count can be promised.

export type DeliveryStatus =
  | { kind: "standard"; days: number }
  | { kind: "delayed"; days: number }
  | { kind: "out_of_stock" };

export type DeliveryInput = { stock: number; deliveryDays: number; delayed?: boolean };

export function deliveryStatus({ stock, deliveryDays, delayed = false }: DeliveryInput): DeliveryStatus {
  if (!(stock > 0)) return { kind: "out_of_stock" };
  if (delayed) return { kind: "delayed", days: deliveryDays };
  return { kind: "standard", days: deliveryDays };
}

export type MoqViolation = { code: "shop.moq"; moq: number };

// A line under its minimum order quantity blocks checkout. Quantity 0 means the
// line is being removed, so it is not a violation. The code maps to the spec's
// "Minimum order quantity is {moq}, ..." message in both languages (shopMessages).
export function moqViolation(quantity: number, moq: number): MoqViolation | null {
  if (quantity > 0 && quantity < moq) return { code: "shop.moq", moq };
  return null;
}

// Message code and parameters for showing a delivery status (texts in shopMessages).
export function deliveryMessage(status: DeliveryStatus):
  | { code: "shop.deliveryStandard" | "shop.deliveryDelayed"; params: { days: number } }
  | { code: "shop.outOfStock"; params: Record<string, never> } {
  switch (status.kind) {
    case "standard":
      return { code: "shop.deliveryStandard", params: { days: status.days } };
    case "delayed":
      return { code: "shop.deliveryDelayed", params: { days: status.days } };
    case "out_of_stock":
      return { code: "shop.outOfStock", params: {} };
  }
}
