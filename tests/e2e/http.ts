// Node-side HTTP checks against the test server: 127.0.0.1 with an explicit Host header, so the
// language is chosen by host exactly as in production, and redirects are never followed.
import { request } from "node:http";
import { inject } from "vitest";

export type Site = "de" | "es";

export type HttpResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The raw body bytes (still compressed when the server compressed them). */
  raw: Buffer;
};

export function hostFor(site: Site): string {
  const port = inject("port");
  return site === "es" ? `es.localhost:${port}` : `localhost:${port}`;
}

/** The absolute URL of a path on a language's public origin. */
export function urlFor(site: Site, path: string): string {
  return `${site === "es" ? inject("baseEs") : inject("baseDe")}${path}`;
}

export function get(
  site: Site,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<HttpResponse> {
  return send({ port: inject("port"), host: hostFor(site), path, method, headers });
}

export type SendOptions = {
  port: number;
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/** One request to a server on 127.0.0.1 (the shared one or a test's own) with this Host header. */
export function send({
  port,
  host,
  path,
  method = "GET",
  headers = {},
  body,
}: SendOptions): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method, headers: { Host: host, Connection: "close", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString("utf8"), raw });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}
