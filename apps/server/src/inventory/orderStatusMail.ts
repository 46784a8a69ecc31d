import type { OrderStatus } from "@eln/shared/inventory";
import type { MailMessage } from "../mail";

const ja: Record<OrderStatus, string> = { placed: "受付済み", approved: "承認済み", ordered: "発注済み", shipped: "発送済み", received: "受領済み", cancelled: "キャンセル" };
const en: Record<OrderStatus, string> = { placed: "placed", approved: "approved", ordered: "ordered", shipped: "shipped", received: "received", cancelled: "cancelled" };

/** Tells the orderer that their order moved: Japanese first, then English, as the order confirmation. */
export function orderStatusMail(p: { to: string; name: string; number: string; orderId: string; status: OrderStatus; byName: string; comment: string | null; appUrl: string }): MailMessage {
  const link = `${p.appUrl}/buy/orders/${p.orderId}`;
  const text = [
    `${p.name} 様`,
    "",
    `ご注文 ${p.number} の状態が「${ja[p.status]}」になりました（${p.byName}）。`,
    ...(p.comment ? [`コメント：${p.comment}`] : []),
    `注文内容：${link}`,
    "",
    "----------------------------------------",
    "",
    `Dear ${p.name},`,
    "",
    `Your order ${p.number} is now ${en[p.status]} (by ${p.byName}).`,
    ...(p.comment ? [`Comment: ${p.comment}`] : []),
    `Order details: ${link}`,
    "",
  ].join("\n");
  return { to: p.to, subject: `ご注文 ${p.number}：${ja[p.status]} / Order ${p.number} ${en[p.status]}`, text };
}
