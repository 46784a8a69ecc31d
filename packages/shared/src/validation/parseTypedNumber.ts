/**
 * A number as typed into a form field or a CSV cell, full-width digits included: a decimal comma reads as a point (1,5 is
 * 1.5), an empty field is undefined, and what is not a number stays text, so the shared schema
 * names the problem under its field instead of the form sending NaN.
 */
export function parseTypedNumber(text: string): number | string | undefined {
  // NFKC: the full-width digits, comma and point a Japanese input method types (１，０００．５).
  let typed = text.normalize("NFKC").trim();
  if (typed === "") return undefined;
  // 1,000 and 12,345.6 group thousands, as English and Japanese write them; read as a decimal
  // comma, 1,000 g became 1 g. The container CSV import reads cells by this rule too: it dropped
  // every comma, so a decimal comma made 12,5 mL into 125 mL.
  if (/^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(typed)) typed = typed.replace(/,/g, "");
  else typed = typed.replace(",", ".");
  // Decimal notation (and 1.5e-3) only: Number() also reads 0x10, 0b1 and 0o7 (0x10 mL became 16 mL).
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(typed)) return typed;
  const n = Number(typed);
  return Number.isFinite(n) ? n : typed;
}
