import { V } from "./messages";

/**
 * The message of a `.max()` that is too long. For text it names the limit
 * ("validation.tooLongMax?max=200": "at most 200 characters"), so the person knows how much to cut;
 * for a list (a count, not characters) it stays the plain "This is too long."
 */
export const tooLongError = (issue: { code?: string; origin?: string; maximum?: unknown }): string =>
  issue.code === "too_big" && issue.origin === "string" ? `${V.tooLong}Max?max=${String(issue.maximum)}` : V.tooLong;
