import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./routes/prefetch";
import "./i18n/i18n";
import { App } from "./App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
