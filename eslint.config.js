import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** A lower layer may import lower layers and the test helpers, never a feature folder. */
const lowerLayer = (up) => ({
  regex: `${up}(?!(db|http|access|config|printing|test)/)[A-Za-z]+/`,
  message: "A lower layer (db/, http/, access/, config/, printing/) must not import a feature: move the helper down, or let the feature add it to the app context.",
});

/** A feature reaches another only through its index.ts, or its tables in schema.ts. */
const throughIndex = (up) => ({
  regex: `${up}(?!(db|http|access|config|printing|test)/)[a-z]+/(?!schema$)`,
  message: "Import another feature through its index (../notes) or its tables (../notes/schema): add what you need to that feature's index.ts.",
});
const notCollab = { group: ["../collab/*", "../collab"], message: "notes/ must not import collab/: take what you need from the app context (notes/liveNotes.ts)." };

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "apps/server/drizzle/**", "**/*.d.ts", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "warn",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  // Typed rules where the type information pays: the server, the shared package, the web client and
  // the browser tests. A promise nobody awaits loses its error; `void` marks the fire-and-forget ones on purpose.
  {
    files: ["apps/server/**/*.ts", "packages/shared/**/*.ts", "e2e/**/*.ts", "apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.d.ts"],
    languageOptions: {
      parserOptions: {
        project: ["./apps/server/tsconfig.json", "./packages/shared/tsconfig.json", "./e2e/tsconfig.json", "./apps/web/tsconfig.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  // Import boundaries of the server (ARCHITECTURE.md, "Layers"): db/, http/, access/, config/ and printing/
  // are lower layers and never import a feature folder; collab/ depends on notes/, not the reverse;
  // a feature uses another through that feature's index.ts.
  {
    files: ["apps/server/src/{db,http,access,config,printing}/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [lowerLayer("^\\.\\./")] }] },
  },
  {
    files: ["apps/server/src/{db,http,access,config,printing}/*/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [lowerLayer("^\\.\\./\\.\\./")] }] },
  },
  // Features (every other folder of src/) import each other only through an index.
  {
    files: ["apps/server/src/*/*.{ts,tsx}"],
    ignores: ["apps/server/src/{db,http,access,config,printing,test}/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [throughIndex("^\\.\\./")] }] },
  },
  {
    files: ["apps/server/src/*/*/*.{ts,tsx}"],
    ignores: ["apps/server/src/{db,http,access,config,printing,test}/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [throughIndex("^\\.\\./\\.\\./")] }] },
  },
  {
    files: ["apps/server/src/notes/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [throughIndex("^\\.\\./"), notCollab] }] },
  },
  // The route pipeline (issue #23): a route loads, authorizes, calls a command and presents; the
  // writes themselves live in the feature's …Commands.ts.
  {
    files: ["apps/server/src/**/*Routes.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name='db'])",
          message: "Writes live in the feature's …Commands.ts: call a command from the route.",
        },
      ],
    },
  },
  // One typed API contract (packages/shared/src/*/…Endpoints.ts): the web client reaches the
  // server through call(endpoint) or endpointUrl(endpoint), never a hand-written "/api/…" URL.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api\\//]", message: "Call the API through its contract endpoint (call(), endpointUrl()), not a URL string." },
        { selector: "TemplateLiteral > TemplateElement[value.raw=/^\\/api\\//]:first-child", message: "Call the API through its contract endpoint (call(), endpointUrl()), not a URL string." },
        // A query key is named once, in apps/web/src/api/queryKeys.ts (noteKeys, spaceKeys…): an
        // invalidation spelled by hand stops matching silently when the key it meant changes.
        { selector: "Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression", message: "Take the query key from api/queryKeys.ts (e.g. noteKeys.note(id)), not an array written here." },
        { selector: "CallExpression[callee.name='refetchChanged'] > ArrayExpression", message: "Take the query key from api/queryKeys.ts (e.g. noteKeys.note(id)), not an array written here." },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
