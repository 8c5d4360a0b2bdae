import type { MiddlewareFunction } from "react-router";
import { contentSecurityPolicy, policyHeader } from "../server/http/security";
import { securityContext } from "./context";

/**
 * The root's middleware: an answer of React Router without a policy of its own (route data, a
 * file of the back office, a redirect) gets the default one, which allows no script. A page brings
 * its own, with the hashes of its inline scripts (entry.server.tsx). Express's default is taken off
 * before React Router answers (server/app.ts): its adapter appends headers, and two policies would
 * both apply.
 */
export const defaultContentPolicy: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const security = context.get(securityContext);
  const header = policyHeader(security);
  if (!response.headers.has(header)) response.headers.set(header, contentSecurityPolicy(security));
  return response;
};
