import { Paper, TableContainer, type TableContainerProps } from "@mui/material";
import { useEffect, useRef, useState } from "react";

/**
 * A table container that keyboard users can scroll: once its table is wider (or taller) than
 * the box, as on a phone, it becomes a named, focusable region (WCAG 2.1.1; axe
 * "scrollable-region-focusable"); while everything fits it adds no Tab stop.
 */
export function ScrollableTableContainer({ label, outlined, sx, ...props }: TableContainerProps & { label: string; outlined?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    // The observer reports each element once when observed, after layout: no first check here,
    // which would force a layout while the page is still being built.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer
      ref={ref}
      {...(outlined ? { component: Paper, variant: "outlined" } : {})}
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
      sx={[{ "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
