// Builds the site once (always, so the tests run against the current code), starts the production
// server on a free port with a fresh data directory, and hands its addresses to the test files.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  addStaff,
  freshDataDir,
  projectRoot,
  spawnServer,
  stopServer,
  waitForHealthy,
  type StaffLogin,
} from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server's port on 127.0.0.1. */
    port: number;
    /** http://localhost:PORT, the German site. */
    baseDe: string;
    /** http://es.localhost:PORT, the Spanish site. */
    baseEs: string;
    /** The server's stdout (JSON log lines). */
    logFile: string;
    /** This run's build folder (BUILD_DIR), for tests that start servers of their own. */
    buildDir: string;
    /** A data directory migrated and seeded by this build, for `freshDataDir` to copy. */
    dataTemplate: string;
    /** Back-office accounts of the shared server: an admin and a volunteer. */
    staff: { admin: StaffLogin; volunteer: StaffLogin };
  }
}

export default async function setup(project: TestProject) {
  // A build folder of this run's own, so parallel runs (and `npm start`) never share one; the
  // server started below inherits BUILD_DIR.
  // Inside the project: the server bundle resolves its packages from node_modules.
  mkdirSync(path.join(projectRoot, ".builds"), { recursive: true });
  const buildDir = mkdtempSync(path.join(projectRoot, ".builds", "e2e-"));
  process.env.BUILD_DIR = buildDir;
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    throw new Error(`npm run build failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
  }

  // The template every test's data directory copies: migrated and seeded by this build's server.
  const template = freshDataDir();
  const first = await spawnServer({}, template);
  try {
    await waitForHealthy(first);
  } finally {
    await stopServer(first);
  }
  rmSync(first.logFile);
  rmSync(first.stderrFile);
  project.provide("dataTemplate", template);

  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  cpSync(template, dataDir, { recursive: true });
  const staff = {
    admin: {
      email: "admin@verein.example",
      password: "e2e-admin-password-1",
      name: "Alex Admin",
      role: "admin",
    },
    volunteer: {
      email: "vera@verein.example",
      password: "e2e-volunteer-pass-1",
      name: "Vera Volunteer",
      role: "volunteer",
    },
  } as const;
  addStaff(dataDir, staff.admin);
  addStaff(dataDir, staff.volunteer);
  const server = await spawnServer({}, dataDir);
  try {
    await waitForHealthy(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  project.provide("port", server.port);
  project.provide("baseDe", `http://localhost:${server.port}`);
  project.provide("baseEs", `http://es.localhost:${server.port}`);
  project.provide("logFile", server.logFile);
  project.provide("buildDir", buildDir);
  project.provide("staff", staff);

  let crashed: string | undefined;
  let stopping = false;
  void server.exited.then((code) => {
    if (stopping) return;
    crashed = `the test server exited early (code ${code}, signal ${server.child.signalCode})`;
    console.error(`${crashed}; stderr:\n${tail(server.stderrFile)}\nlog:\n${tail(server.logFile)}`);
  });

  return async () => {
    if (crashed) throw new Error(`${crashed}; its files are kept in ${server.dataDir}`);
    stopping = true;
    await stopServer(server);
    // The whole run's log, kept for reading (test-results/ is ignored by git), then checked: the
    // browser tests submit requests with addresses at example.org / example.es, none may be logged.
    mkdirSync(path.join(projectRoot, "test-results"), { recursive: true });
    copyFileSync(server.logFile, path.join(projectRoot, "test-results", "e2e-server.log"));
    const leaks = linesWithAddresses(readFileSync(server.logFile, "utf8"));
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
    if (leaks.length > 0) {
      throw new Error(
        `${leaks.length} server log lines hold a submitted e-mail address:\n${leaks.slice(0, 5).join("\n")}`,
      );
    }
  };
}

/** Log lines holding one of the test submissions' e-mail addresses (personal data: never logged). */
export function linesWithAddresses(log: string): string[] {
  return log.split("\n").filter((line) => /@example\.(?:org|es)\b/i.test(line));
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(none)";
  }
}
