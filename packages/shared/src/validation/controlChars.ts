import { z } from "zod";
import { V } from "./messages";

/** C0 control characters other than tab and newline (NUL, CR, ESC, ...), and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;

export const hasControlChars = (s: string) => CONTROL.test(s);

/**
 * The one text rule of every field: no control characters (a NUL once answered 500 from the
 * database). Wrap a field's string schema: `safeText(z.string().trim().max(100))`.
 */
export const safeText = <T extends z.ZodType<string>>(schema: T) => schema.refine((s) => !hasControlChars(s), { error: V.controlChars });

/** Line breaks (LF, CR, vertical tab, form feed, NEL, the Unicode line and paragraph separators) and tabs. */
const LINE_BREAK_OR_TAB = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/**
 * The rule of a title or name, shown on one line everywhere (lists, breadcrumbs, tabs, mail
 * subjects): `safeText` and no line break or tab, refused with its own message rather than folded,
 * as `safeText` refuses rather than strips.
 */
export const singleLineText = <T extends z.ZodType<string>>(schema: T) =>
  safeText(schema.refine((s) => !LINE_BREAK_OR_TAB.test(s), { error: V.singleLine }));

/**
 * Every string in a parsed JSON value (a request body or query) that holds a control character,
 * as field paths (`title`, `items.2.name`): the server refuses those requests in one place, so
 * no route stores or chokes on one.
 */
export function controlCharFields(value: unknown, path = "", out: string[] = [], depth = 0): string[] {
  if (depth > 64 || out.length >= 20) return out;
  if (typeof value === "string") {
    if (hasControlChars(value)) out.push(path || "_");
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharFields(v, path ? `${path}.${i}` : String(i), out, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlChars(k)) out.push(path ? `${path}.${k}` : k);
      controlCharFields(v, path ? `${path}.${k}` : k, out, depth + 1);
    }
  }
  return out;
}
