import type { Highlight } from "@eln/shared/search";

/** User text with its matched ranges in <mark>; React escapes the text, nothing is parsed as HTML. */
export function Highlighted({ text, highlights }: { text: string; highlights: readonly Highlight[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
