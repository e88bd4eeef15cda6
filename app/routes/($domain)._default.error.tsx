import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ErrorContent } from '~/features/errors/RouteErrorPage';

/** `/{domain}/error?status=404`: the error page as a place to send people (e.g. after a failed step). */
export function loader({ request }: LoaderFunctionArgs) {
  const status = Number(new URL(request.url).searchParams.get('status'));
  return { status: Number.isInteger(status) && status >= 400 && status < 600 ? status : 0 };
}

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorContent status={status} />;
}
