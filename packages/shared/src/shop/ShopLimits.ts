// One place for the shop's numeric limits, shared by forms, server and OpenAPI.
export const ShopLimits = {
  productIdMax: 64,
  quantityMax: 9_999, // per cart line, in units of sale (a "100 pcs" box counts 1)
  cartLinesMax: 200,
  catalogTitleMax: 100,
  catalogItemsMax: 500, // product ids in one add/remove call
  shippingAddressMax: 500,
  personInChargeNameMax: 100,
  emailMax: 254, // RFC 5321 path limit
  taxRates: [10, 8] as const, // integer percents: standard, reduced
} as const;

export type TaxRate = (typeof ShopLimits.taxRates)[number];
