import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * What every public page loads anyway (Preact under React's API, React Router, the root layout with its
 * frame, the site guard), as one chunk: gzip compresses one file better than the dozen small chunks
 * the bundler would cut it into (3.5 KB less per page; tests/e2e/first-load-js.test.ts). The client
 * entry stays its own chunk: it starts hydration, which must wait for the route modules.
 */
const framework =
  /node_modules[\\/](preact|react-router)[\\/]|[\\/]app[\\/](root|routes[\\/]site-guard)\.tsx|^\0react-dom-on-preact$/;

/**
 * The browser runs the React API on Preact (docs/decisions/0017): the server renders with React 19,
 * and the client build, and only it, takes these modules where React's are imported.
 */
const browserReact: Record<string, string> = {
  react: "preact/compat",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  "react-dom/client": "preact/compat/client",
};

/** React DOM in the browser: Preact's, and its resource hints, which only the server's HTML needs. */
const reactDom = "\0react-dom-on-preact";
const reactDomCode = `export * from "preact/compat";
export { default } from "preact/compat";
export function preload() {}
`;

function reactOnPreactInBrowser(): Plugin {
  return {
    name: "react-on-preact-in-browser",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      if (source === "react-dom") return reactDom;
      const target = browserReact[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === reactDom ? reactDomCode : null;
    },
  };
}

/** The same mapping for the development server's pre-bundling of dependencies (rolldown). */
function preactForDependencies() {
  const targets: Record<string, string> = { ...browserReact, "react-dom": "preact/compat" };
  return {
    name: "react-on-preact-in-dependencies",
    resolveId(source: string, importer: string | undefined) {
      const target = targets[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  } satisfies import("rolldown").Plugin;
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle's entry is our Express app, which imports the React Router build.
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts" }
      : { output: { codeSplitting: { groups: [{ name: "framework", test: framework }] } } },
    assetsInlineLimit: 0,
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // The development server pre-bundles the browser's dependencies (React Router, Conform) without
  // the plugins above: the same Preact for their imports of React.
  environments: {
    client: {
      optimizeDeps: {
        exclude: ["react", "react-dom"],
        rolldownOptions: { plugins: [preactForDependencies()] },
      },
    },
  },
  plugins: [reactOnPreactInBrowser(), tailwindcss(), reactRouter()],
}));
