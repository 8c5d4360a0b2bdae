import { data } from "react-router";

/** Unknown paths: the site guard logs them; the root error boundary shows the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
