import { lazy, type ComponentType } from "react";

/** A loader that keeps what it loaded, so a later render can use it without waiting. */
export interface KeptLoader<T> {
  load(): Promise<T>;
  /** What the load gave, once it has arrived. */
  readonly kept: { value: T } | undefined;
}

export function keptLoader<T>(load: () => Promise<T>): KeptLoader<T> {
  let kept: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (value) => ((kept = { value }), value),
        (error: unknown) => {
          // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
          pending = undefined;
          throw error;
        },
      )),
    get kept() {
      return kept;
    },
  };
}

/** A thenable that answers at once: React.lazy takes its value in the same render. */
const settled = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy over a kept loader. When the code has arrived already (routes/prefetch.ts starts a
 * screen's while the session is checked, a link starts it on hover), the component renders at once
 * instead of suspending: a suspended screen commits the spinner, and React then holds the screen
 * back until 300 ms after that spinner appeared (its Suspense fallback throttle). The notes table
 * painted about 220 ms later for it.
 */
export function lazyKept<T, P extends object = object>(loader: KeptLoader<T>, component: (value: T) => ComponentType<P>) {
  return lazy<ComponentType<P>>(() => {
    const kept = loader.kept;
    if (kept) return settled({ default: component(kept.value) });
    return loader.load().then((value) => ({ default: component(value) }));
  });
}

/**
 * A component whose code is its own chunk: the component (lazyKept) and a preload for idle time or
 * intent. A failed preload is not an error yet: rendering the component asks again and reports it.
 */
export function keptComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = keptLoader(load);
  return { Component: lazyKept(code, (component) => component), preload: () => void code.load().catch(() => {}) };
}
