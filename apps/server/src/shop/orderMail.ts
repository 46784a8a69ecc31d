import { formatYen, type Order } from "@eln/shared/shop";
import type { MailMessage } from "../mail";

// The order confirmation to the person in charge: Japanese first, then English, with the
// lines, subtotal and tax per rate and the total, so it can be filed as it is.
export function orderMail(order: Order & { shippingAddress: string; personInChargeName: string; personInChargeEmail: string }, appUrl: string): MailMessage {
  const y = (n: number) => formatYen(n, "ja");
  const link = `${appUrl}/buy/orders/${order.id}`;
  const ja = [
    `${order.personInChargeName} 様`,
    "",
    `ご注文を承りました。注文番号：${order.number}`,
    "",
    ...order.lines.map((l) => `・${l.nameJa}（${l.unitJa}）${l.productId}\u3000${y(l.unitPrice)} × ${l.quantity} = ${y(l.subtotal)}（税率${l.taxRate}%）`),
    "",
    ...order.byRate.map((r) => `${r.rate}%対象 小計 ${y(r.subtotal)}\u3000消費税 ${y(r.tax)}`),
    `合計（税込）${y(order.total)}`,
    "",
    `お届け先：${order.shippingAddress}`,
    `注文内容：${link}`,
  ];
  const en = [
    `Dear ${order.personInChargeName},`,
    "",
    `We have received your order. Order number: ${order.number}`,
    "",
    ...order.lines.map((l) => `- ${l.name} (${l.unit}) ${l.productId}  ${y(l.unitPrice)} x ${l.quantity} = ${y(l.subtotal)} (tax ${l.taxRate}%)`),
    "",
    ...order.byRate.map((r) => `Subtotal at ${r.rate}%: ${y(r.subtotal)}  Tax: ${y(r.tax)}`),
    `Total (tax included): ${y(order.total)}`,
    "",
    `Ship to: ${order.shippingAddress}`,
    `Order details: ${link}`,
  ];
  return {
    to: order.personInChargeEmail,
    subject: `ご注文確認 / Order confirmation ${order.number}`,
    text: [...ja, "", "----------------------------------------", "", ...en, ""].join("\n"),
  };
}
