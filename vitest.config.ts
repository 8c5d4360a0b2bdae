import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          // A fresh database in a hook takes seconds when two files start at once on a busy machine.
          hookTimeout: 60_000,
          // Two files at a time: a unit file leaves most of the second core idle (decision 0024).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time, after the unit files: a browser file keeps both cores busy.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // One retry for browser tests only: a timing hiccup on a loaded CI machine must not sink a
          // run, while a real fault fails both tries (docs/decisions/0005-browser-test-retry.md).
          retry: 1,
        },
      },
    ],
  },
});
