import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useAdminShell } from "~/routes/admin/layout";

/**
 * A back-office screen's own error boundary: a 404 a loader or an action threw with its text (the
 * request that was deleted meanwhile) shows that text inside the back office, with the way back to
 * the inbox. Having a boundary here also keeps the loaders above it running, so a post that ends in
 * a 404 never becomes a 500 for want of the root's data. Anything else goes on to the root's boundary.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const shell = useAdminShell().text;
  if (!isRouteErrorResponse(error) || error.status !== 404 || typeof error.data !== "string") throw error;
  return (
    <div role="alert" className="rounded-2xl border-2 border-rose-700 bg-white px-4 py-4 sm:px-6">
      <h1 className="text-xl font-bold text-stone-900">{error.data}</h1>
      <p className="mt-3">
        <Link to="/admin" className="font-medium text-brand-800 underline underline-offset-4">
          {shell.nav.inbox}
        </Link>
      </p>
    </div>
  );
}
