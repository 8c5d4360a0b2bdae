// Form submissions in `npm run bench`: accepted contact requests per second on POST /api/forms at
// 20 concurrent clients (the bench server runs with FORM_RATE_LIMIT=0), and, once the server has
// stopped, the stored rows counted in its embedded database: every 201 must be a stored row.
import path from "node:path";
import autocannon from "autocannon";

/** Requests per client: a fixed number, so every answer is awaited and counted (no cut-off run). */
const requestsPerClient = 100;

function contactRequest(index) {
  return JSON.stringify({
    formType: "contact",
    locale: "de",
    data: {
      name: `Bench Person ${index}`,
      email: `bench.${index}@example.org`,
      phone: "+49 30 1234567",
      message: `Eine Nachricht aus dem Lasttest, Nummer ${index}.`,
      privacyAccepted: true,
      website: "",
    },
  });
}

/** POSTs contact requests from `connections` clients; answers `{ sent, accepted, perSecond }`. */
export async function benchFormSubmissions(address, { host, connections = 20 } = {}) {
  let index = 0;
  const started = performance.now();
  const result = await autocannon({
    url: new URL("/api/forms", address).href,
    connections,
    amount: connections * requestsPerClient,
    requests: [
      {
        method: "POST",
        headers: { host, "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: contactRequest(index++) }),
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const accepted = result.statusCodeStats["201"]?.count ?? 0;
  return { sent: index, accepted, perSecond: Math.round(accepted / seconds) };
}

/** Stored contact requests in the embedded database of a stopped server (DATA_DIR/pglite). */
export async function countStoredSubmissions(dataDir, formType = "contact") {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query("select count(*)::int as count from submissions where form_type = $1", [
      formType,
    ]);
    return rows[0].count;
  } finally {
    await db.close();
  }
}
