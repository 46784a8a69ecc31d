export * from "./messages";
export * from "./limits";
export * from "./controlChars";
export * from "./requiredText";
export * from "./partialUpdate";
export * from "./normalizeEmail";
export * from "./tooLongError";
export * from "./timeZone";
