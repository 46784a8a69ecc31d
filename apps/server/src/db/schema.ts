// Every feature's tables, gathered for Drizzle (queries and migrations).
export * from "../accounts/schema";
