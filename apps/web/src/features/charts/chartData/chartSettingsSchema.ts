// The schema lives in @eln/shared/charts: the server validates the remembered settings too.
export * from "@eln/shared/charts";
