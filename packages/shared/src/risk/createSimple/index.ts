export * from "./createSimpleData";
export * from "./assessInhalationRisk";
export * from "./physicalHazardFlags";
export * from "./selectOel";
