export * from "./paletteSchemas";
export * from "./paletteEndpoints";
