/**
 * After a row of a list went (an invitation cancelled), puts keyboard focus on the same control of
 * the row that took its place, or of the new last row: without this it falls back to the dialog
 * itself, and a keyboard user starts again from its top. Answers whether a row was there to focus.
 */
export function focusRowAt(list: HTMLElement | null, controlSelector: string, index: number): boolean {
  const controls = list ? [...list.querySelectorAll<HTMLElement>(controlSelector)] : [];
  const target = controls[Math.min(index, controls.length - 1)];
  target?.focus();
  return !!target;
}
