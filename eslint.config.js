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

// The layers of docs/architecture.md, made mechanical. Type-only imports stay free everywhere.
// (React Router itself refuses to put a `*.server` module into a browser chunk.)
const serverCode = {
  group: ["**/server/**", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"],
  message: "Browser code imports nothing from server/ or the database: take it from the load context.",
};
const catalogues = {
  group: ["~/content/de", "~/content/de/*", "~/content/es", "~/content/es/*", "~/i18n/messages"],
  message: "Text reaches the browser as loader data (docs/architecture.md), never as an import.",
};
/** The modules that bring Zod: a page imports them only in its server code, through `*.server` modules. */
const zodModules = [
  "zod",
  "~/domain/forms",
  "~/domain/forms/index",
  "~/domain/forms/validate",
  "~/domain/forms/request-schemas",
  "~/domain/forms/membership-schema",
  "~/domain/forms/field-builders",
  "~/content/site-config-schema",
].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Zod and the schemas load lazily through the form kit (kit/validation.ts), never with a page.",
}));
/** The routes take services and the server's types from ~/context (app/context.ts), never from server/. */
const serverForRoutes = {
  ...serverCode,
  allowTypeImports: false,
  message:
    "app/routes imports nothing from server/ or the database, types included: take them from ~/context.",
};
const restrict = ({ patterns = [], paths = [] }) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { paths, patterns: patterns.map((pattern) => ({ allowTypeImports: true, ...pattern })) },
  ],
});

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
    },
  },
  // app/domain: pure logic, no React, no routes, components, SEO or server.
  {
    files: ["app/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: restrict({
      patterns: [
        {
          group: ["react", "react-dom", "react-dom/*", "react-router", "react-router/*"],
          message: "app/domain is pure logic: no React.",
        },
        {
          group: ["~/routes/*", "~/components/*", "~/seo/*", "~/root", "~/site-data"],
          message: "app/domain imports no route, component or SEO module.",
        },
        serverCode,
        catalogues,
      ],
    }),
  },
  // What the browser loads: every app module but the server-only ones and the texts themselves.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}", "app/domain/**", "app/content/**"],
    rules: restrict({ patterns: [serverCode, catalogues], paths: zodModules }),
  },
  // The routes, their server modules too: nothing from server/ (their tests set up real services).
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
    rules: restrict({ patterns: [serverForRoutes, catalogues], paths: zodModules }),
  },
  {
    files: ["app/routes/**/*.server.{ts,tsx}"],
    rules: restrict({ patterns: [serverForRoutes] }),
  },
  // The form kit's lazily loaded validation chunk is the one browser module that reaches the schemas.
  {
    files: ["app/components/forms/kit/validation.ts"],
    rules: restrict({ patterns: [serverCode, catalogues] }),
  },
);
