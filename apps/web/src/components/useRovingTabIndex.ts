import { useCallback, useRef, useState, type KeyboardEvent } from "react";

/**
 * One Tab stop for a group of controls (WAI-ARIA "roving tabindex", as the APG toolbar pattern
 * asks): the last focused item is the group's only `tabIndex=0`; arrow keys, Home and End move
 * between the items. Spread `groupProps` on the container and `itemProps(i)` on each item.
 */
export function useRovingTabIndex(count: number, orientation: "horizontal" | "vertical" = "horizontal") {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const current = Math.max(0, Math.min(active, count - 1));
  const [prev, next] = orientation === "horizontal" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      const at = items.current.findIndex((el, i) => i < count && !!el && el.contains(document.activeElement));
      if (at < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
      const to = e.key === next ? (at + 1) % count : e.key === prev ? (at - 1 + count) % count : e.key === "Home" ? 0 : e.key === "End" ? count - 1 : -1;
      if (to < 0) return;
      e.preventDefault();
      setActive(to);
      items.current[to]?.focus();
    },
    [count, next, prev],
  );

  const itemProps = (i: number) => ({
    tabIndex: i === current ? 0 : -1,
    ref: (el: HTMLElement | null) => {
      items.current[i] = el;
    },
    onFocus: () => setActive(i),
  });

  return { groupProps: { onKeyDown }, itemProps };
}
