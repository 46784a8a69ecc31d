// For component tests (happy-dom): an i18next instance of the test's own words and a React root
// that renders under it, so a test can switch the language and read what the screen says then.
import i18next, { type i18n as I18n, type Resource } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { addAppNumberFormat } from "../lib/formatNumber";

// React runs effects and updates inside act() only when told it is under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An instance in English holding `resources` (en and ja), apart from the app's own, with its number format. */
export async function testI18n(resources: Resource): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", defaultNS: "common", interpolation: { escapeValue: false }, resources });
  addAppNumberFormat(i18n);
  return i18n;
}

/** Renders `element` under `i18n` into a new detached element; unmount the root when done. */
export async function renderWithI18n(i18n: I18n, element: ReactNode): Promise<{ root: Root; host: HTMLElement }> {
  const host = document.createElement("div");
  const root = createRoot(host);
  await act(async () => root.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>));
  return { root, host };
}
