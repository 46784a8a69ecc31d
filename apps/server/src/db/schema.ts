// Every feature's tables, gathered for Drizzle (queries and migrations).
export * from "../accounts/schema";
export * from "../spaces/schema";
export * from "../projects/schema";
export * from "../notes/schema";
export * from "../shop/schema";
export * from "../materials/schema";
export * from "../sso/schema";
export * from "../attachments/schema";
export * from "../risk/schema";
export * from "../search/schema";
export * from "../eln/schema";
export * from "../inventory/schema";
export * from "../audit/schema";
export * from "../records/schema";
export * from "../templates/schema";
export * from "../comments/schema";
