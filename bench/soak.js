// Section `soak` of `npm run bench` (issue 26): the production server at the default LOG_LEVEL=info,
// its stdout read by this process, takes about a million requests from 20 clients on the home page,
// the dog list and a dog's page. Before issue 26 such a burst queued every log line in memory until
// the server's 256 MB heap ran out (exit 134) and nothing started it again. Prints the serving
// process's resident memory at the start, the middle and the end of the run (flat = pass: the end
// at most `flatBoundMb` above the start) and whether the same process served throughout.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { writeFeed300 } from "./feed-300.js";
import { request, waitForHealth } from "./http.js";
import { freePort, note, print, startServer, stopServer } from "./server.js";

const soakRequests = Number(process.env.BENCH_SOAK_REQUESTS ?? 1_000_000);
const flatBoundMb = 64;
const sampleMs = 2_000;

/** server.js serves in a child process (docs/decisions/0012): that one's pid, or none while it restarts. */
function servingPid(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return children ? Number(children.split(/\s+/)[0]) : undefined;
}

function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/** Runs the section; answers the number of failures (errors, non-2xx answers, a process that died). */
export async function benchSoak({ connections }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-soak-"));
  const address = `http://127.0.0.1:${port}`;
  const host = `localhost:${port}`;
  const server = startServer(port, dataDir, writeFeed300(path.join(dataDir, "feed-300.json")), {
    LOG_LEVEL: "info",
  });
  try {
    await waitForHealth(address, { isRunning: server.isRunning });
    const { dogs } = JSON.parse((await request(address, { path: "/api/dogs", host })).body.toString("utf8"));
    const paths = ["/", "/hunde", `/hunde/${dogs[0].slug}`];
    const requests = paths.map((path) => ({ method: "GET", path, headers: { host } }));
    // Warm: each page rendered and stored, the code compiled, the heap at its working size.
    await autocannon({ url: address, connections, duration: 5, requests });
    const pid = servingPid(server.child.pid);
    const samples = [{ at: 0, mb: residentMb(pid) }];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ at: Date.now() - started, mb: residentMb(pid) }),
      sampleMs,
    );
    note(`soak: ${soakRequests} requests, ${connections} connections, LOG_LEVEL=info, stdout read`);
    const result = await autocannon({ url: address, connections, amount: soakRequests, requests });
    clearInterval(sampler);
    samples.push({ at: Date.now() - started, mb: residentMb(pid) });
    const middle = samples.reduce((best, sample) =>
      Math.abs(sample.at - samples.at(-1).at / 2) < Math.abs(best.at - samples.at(-1).at / 2) ? sample : best,
    );
    const [start, end] = [samples[0], samples.at(-1)];
    const stayedUp = server.isRunning() && servingPid(server.child.pid) === pid;
    print("soak", "requests", result.requests.total);
    print("soak", "requests_per_second", Math.round(result.requests.average));
    print("soak", "memory_rss_start_mb", start.mb.toFixed(1));
    print("soak", "memory_rss_middle_mb", middle.mb.toFixed(1));
    print("soak", "memory_rss_end_mb", end.mb.toFixed(1));
    print("soak", "memory_rss_max_mb", Math.max(...samples.map((sample) => sample.mb)).toFixed(1));
    print("soak", "memory_flat", end.mb - start.mb <= flatBoundMb ? "pass" : "fail");
    print("soak", "stayed_up", stayedUp ? "pass" : "fail");
    note(
      `soak: RSS every ${sampleMs / 1000} s: ${samples.map((sample) => sample.mb.toFixed(0)).join(" ")} MB`,
    );
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) note(`soak: ${failures} non-2xx answers or errors`);
    return failures + (stayedUp ? 0 : 1);
  } catch (error) {
    note(`soak bench failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!server.isRunning()) note(server.output());
    return 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
