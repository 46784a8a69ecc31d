// Pre-experiment risk screening and CREATE-SIMPLE chemical risk assessment: pure rules and
// data, imported as `@eln/shared/risk` by the server (storage, PDF) and the web app (panel).
export * from "./hazardCodes";
export * from "./screeningChecklist";
export * from "./regulatedSubstances";
export * from "./prefillScreening";
export * from "./screeningStatus";
export * from "./riskSchemas";
export * from "./createSimple";
export * from "./riskApi";
export * from "./ghsLabel";
export * from "./riskEndpoints";
