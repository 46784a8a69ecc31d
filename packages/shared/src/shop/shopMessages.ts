// Codes carried by shop validation errors and checks (never English text), with
// their texts in both languages. Placeholders use i18next's {{name}} syntax.
export const ShopMessageCodes = [
  "validation.required",
  "validation.tooLong",
  "validation.email",
  "validation.integer",
  "validation.min",
  "validation.max",
  "validation.uuid",
  "validation.duplicate",
  "shop.moq",
  "shop.deliveryStandard",
  "shop.deliveryDelayed",
  "shop.outOfStock",
] as const;

export type ShopMessageCode = (typeof ShopMessageCodes)[number];

export const shopMessages: Record<"en" | "ja", Record<ShopMessageCode, string>> = {
  en: {
    "validation.required": "This field is required.",
    "validation.tooLong": "This field is too long.",
    "validation.email": "Invalid email address.",
    "validation.integer": "Please enter a whole number.",
    "validation.min": "The value is too small.",
    "validation.max": "The value is too large.",
    "validation.uuid": "Invalid identifier.",
    "validation.duplicate": "The same item appears more than once.",
    "shop.moq":
      "Minimum order quantity is {{moq}}, please increase the quantity to be able to proceed to checkout.",
    "shop.deliveryStandard": "Delivery time: {{days}} days",
    "shop.deliveryDelayed": "Delayed: about {{days}} days",
    "shop.outOfStock": "Out of stock, delivery date undecided",
  },
  ja: {
    "validation.required": "この項目は必須です。",
    "validation.tooLong": "この項目が長すぎます。",
    "validation.email": "メールアドレスが無効です。",
    "validation.integer": "整数を入力してください。",
    "validation.min": "値が小さすぎます。",
    "validation.max": "値が大きすぎます。",
    "validation.uuid": "識別子が無効です。",
    "validation.duplicate": "同じ項目が複数回含まれています。",
    "shop.moq": "最小注文数量は{{moq}}です。チェックアウトに進むには数量を増やしてください。",
    "shop.deliveryStandard": "納期：{{days}}日",
    "shop.deliveryDelayed": "納期遅延：約{{days}}日",
    "shop.outOfStock": "在庫切れ（納期未定）",
  },
};
