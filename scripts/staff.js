// `npm run staff -- add|reset|remove|list` (CONTRACT.md 'Back office'). The commands are the
// server's TypeScript (server/back-office/staff-cli.ts), loaded through Vite's module runner as in
// development: no build needed, the same code as the server's.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const vite = await createServer({
  configFile: false,
  envFile: false,
  root,
  resolve: { alias: { "~": path.join(root, "app") } },
  // No WebSocket server: two commands at once would both want its port (and say so on stderr).
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  logLevel: "error",
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const { runStaffCli } = await vite.ssrLoadModule("/server/back-office/staff-cli.ts");
  code = await runStaffCli(process.argv.slice(2), process.env, root, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`staff: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}\n`);
} finally {
  await vite.close();
}
process.exit(code);
