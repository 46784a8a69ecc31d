import { Suspense, useEffect, useState, type ComponentType } from "react";
import { keptComponent } from "../lib/keptLoader";
import { whenIdle } from "../lib/whenIdle";

/**
 * A dialog whose code is not part of its screen's: it loads once the screen is idle, or at once
 * when the dialog opens first. A screen's first paint then does not wait for its forms' code
 * (react-hook-form, fields, validation). Once opened it stays mounted, so its closing
 * transition plays and what it holds survives a close, as with a dialog imported statically.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  // Loaded already (at idle), it opens in the same render: a dialog that suspended on its code
  // appeared 300 ms after the click at the earliest (React's Suspense fallback throttle).
  const { Component: Dialog, preload } = keptComponent(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    // A screen left before it was idle asks for nothing.
    useEffect(() => whenIdle(preload), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
