// Shop rules both sides agree on: money display, tax totals, delivery states,
// minimum order quantities, request schemas, limits and message codes.
export * from "./formatYen";
export * from "./computeTotals";
export * from "./deliveryStatus";
export * from "./ShopLimits";
export * from "./shopMessages";
export * from "./shopSchemas";
export * from "./shopResponses";
export * from "./catalogPolicy";
export * from "./shopEndpoints";
