// One linter for the whole tree (DESIGN.md "How we write code"). Not type-aware on purpose: it stays
// fast, and `npm run typecheck` already runs the compiler.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The few Node globals our plain JS files (server.js, scripts/, .ci helpers) use; TypeScript
// files get no-undef switched off by typescript-eslint, since the compiler checks names there.
const nodeGlobals = {
  process: "readonly",
  console: "readonly",
  URL: "readonly",
  Buffer: "readonly",
  setTimeout: "readonly",
  clearTimeout: "readonly",
  setInterval: "readonly",
  clearInterval: "readonly",
  fetch: "readonly",
  performance: "readonly",
  AbortController: "readonly",
};

export default tseslint.config(
  {
    ignores: ["build/", ".builds/", ".react-router/", "node_modules/", "data/", "drizzle/meta/", ".scratch/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ["**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // `interface AppLoadContext extends ServerServices {}` is how React Router's context is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
);
