// Counts renders of a component, for the e2e test that typing does not re-render the note page.
// Inert unless a test defines `window.__elnRenders` before the app loads (Playwright addInitScript):
// one property read per render otherwise, so it can stay in production builds that e2e runs.
type Counts = Record<string, number>;

export function useRenderProbe(name: string) {
  const counts = (window as { __elnRenders?: Counts }).__elnRenders;
  if (counts) counts[name] = (counts[name] ?? 0) + 1;
}
