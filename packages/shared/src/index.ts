// Shared rules both sides must agree on. Feature areas are also importable by
// subpath (`@eln/shared/materials`) so the web app only pulls what it uses.
export * from "./errors";
export * from "./validation";
export * from "./account";
export * from "./permissions";
