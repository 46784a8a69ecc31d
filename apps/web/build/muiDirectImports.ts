import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const muiRoot = path.dirname(createRequire(import.meta.url).resolve("@mui/material/package.json"));
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["'];?/g;

/**
 * `import { Box, Button } from "@mui/material"` becomes one import per component from its own
 * module (`@mui/material/Box`), as MUI documents for path imports. The bundle is the same; what
 * changes is the module graph: through the barrel, every component the app uses anywhere looks
 * imported by every module that imports one, and chunkGroups.ts reads that graph to decide which
 * code every screen loads. Names without a module of their own (types, `useTheme`) stay on the
 * barrel.
 */
export function muiDirectImports(): Plugin {
  const ownModule = new Map<string, boolean>();
  const hasOwnModule = (name: string) => {
    let known = ownModule.get(name);
    if (known === undefined) ownModule.set(name, (known = /^[A-Za-z]+$/.test(name) && existsSync(path.join(muiRoot, name, "index.mjs"))));
    return known;
  };
  return {
    name: "eln-mui-direct-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id) || !code.includes("@mui/material")) return null;
      const out = code.replace(BARREL_IMPORT, (statement, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const raw of list.split(",")) {
          const spec = raw.trim();
          if (!spec) continue;
          const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
          if (!spec.startsWith("type ") && hasOwnModule(name)) direct.push(`import ${local} from "@mui/material/${name}";`);
          else rest.push(spec);
        }
        if (rest.length) direct.push(`import { ${rest.join(", ")} } from "@mui/material";`);
        // The same number of lines, so positions after the import stay where they were.
        return direct.join(" ") + "\n".repeat(statement.split("\n").length - 1);
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
