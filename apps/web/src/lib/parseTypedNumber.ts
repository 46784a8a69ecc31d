/**
 * A number as typed into a form field, for a request body: a decimal comma reads as a point (1,5 is
 * 1.5), an empty field is undefined, and what is not a number stays text, so the shared schema
 * names the problem under its field instead of the form sending NaN.
 */
export function parseTypedNumber(text: string): number | string | undefined {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return undefined;
  const n = Number(typed);
  return Number.isFinite(n) ? n : typed;
}
