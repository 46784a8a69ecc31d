import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./build/precompress";
import { routePreload } from "./build/routePreload";
import { chunkGroups } from "./build/chunkGroups";
import { muiDirectImports } from "./build/muiDirectImports";

const api = process.env.ELN_API ?? "http://localhost:3000";

export default defineConfig({
  plugins: [muiDirectImports(), react(), routePreload(), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": api, "/dev": api, "/collab": { target: api.replace("http", "ws"), ws: true } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // index.html lists no preloads: its first script (build/routePreload.ts) asks for the session
    // and the screen's data first, then for the entry's imports, so the data is not queued behind
    // forty files on the browser's six connections. Preloads of lazy screens stay as they are.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps) },
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  worker: { format: "es" },
});
