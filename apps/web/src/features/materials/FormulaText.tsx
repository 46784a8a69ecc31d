import { Fragment } from "react";

/**
 * A formula with its counts as subscripts: C6H12O6 → C₆H₁₂O₆, but the leading
 * coefficient of a hydrate part stays full size (CuSO4·5H2O) and a trailing charge is superscript.
 */
export function FormulaText({ formula }: { formula: string }) {
  const out: React.ReactNode[] = [];
  // Split into parts at hydrate separators, keeping the separators.
  const parts = formula.split(/([·•⋅∙*]|\.(?=\d*[A-Z([{]))/);
  parts.forEach((part, pi) => {
    if (pi % 2 === 1) {
      out.push(<Fragment key={`s${pi}`}>{part === "." || part === "*" ? "·" : part}</Fragment>);
      return;
    }
    const lead = /^\s*\d+(?:\.\d+)?/.exec(part)?.[0] ?? "";
    if (lead) out.push(<Fragment key={`c${pi}`}>{lead}</Fragment>);
    const rest = part.slice(lead.length);
    const charge = /(\^?\d*[+-]|\(\d*[+-]\))$/.exec(rest)?.[0] ?? "";
    const body = charge ? rest.slice(0, -charge.length) : rest;
    body.split(/(\d+)/).forEach((chunk, ci) => {
      if (!chunk) return;
      out.push(ci % 2 === 1 ? <sub key={`${pi}-${ci}`}>{chunk}</sub> : <Fragment key={`${pi}-${ci}`}>{chunk}</Fragment>);
    });
    if (charge) out.push(<sup key={`q${pi}`}>{charge.replace(/[\^()]/g, "")}</sup>);
  });
  return <span aria-label={formula} data-testid="formula-text">{out}</span>;
}
