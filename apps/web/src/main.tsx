import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { earlyCodeSettled } from "./routes/prefetch";
import "./i18n/i18n";
import { App } from "./App";

// The first render waits for the signed-in frame's and the screen's code prefetch.ts asked for, at
// most a moment: rendered before, they suspend, their spinner commits, and React then holds the
// screen back until 300 ms after that spinner (its Suspense fallback throttle): the notes table
// painted about 220 ms later for it. Past the moment, a slow network sees the spinner as before.
// Not a top-level await: the chunks awaited import this module's chunk, which must finish first.
void Promise.race([earlyCodeSettled, new Promise((resolve) => setTimeout(resolve, 1500))]).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
