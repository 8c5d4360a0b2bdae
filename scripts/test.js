// The one test command (`npm test`, CONTRACT.md): make sure Debian's Chromium is there for the
// browser tests, then run every Vitest project (unit and e2e). Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

const installHint = "Chromium is missing: install it with `sudo apt-get install -y chromium` (Debian)";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** /usr/bin/chromium, else `chromium` on PATH, else null. */
function findChromium() {
  if (isExecutable("/usr/bin/chromium")) return "/usr/bin/chromium";
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, "chromium"))) return path.join(dir, "chromium");
  }
  return null;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

let chromium = findChromium();
if (!chromium) {
  if (process.getuid?.() !== 0) {
    console.error(installHint);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package (running as root).");
  const installed = run("sh", ["-c", "apt-get update && apt-get install -y chromium"], {
    ...process.env,
    DEBIAN_FRONTEND: "noninteractive",
  });
  chromium = findChromium();
  if (installed !== 0 || !chromium) {
    console.error(`${installHint}; the automatic installation failed.`);
    process.exit(installed || 1);
  }
}

process.exit(
  run("npx", ["vitest", "run", ...process.argv.slice(2)], {
    ...process.env,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? chromium,
  }),
);
