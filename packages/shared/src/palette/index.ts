export * from "./paletteSchemas";
