import { httpError } from '~/lib/http.server';

/** Any path under a tenant that no route claims: the 404 page, inside the default layout. */
export function loader(): never {
  throw httpError(404);
}

export default function NotFound() {
  return null;
}
