import type { LoaderFunctionArgs } from '@remix-run/node';
import { codesDownload } from '~/features/coupons/admin-pages.server';

/** An issuance's codes as CSV, for operators only (404 for everyone else); the download is logged. */
export function loader({ context, params }: LoaderFunctionArgs) {
  return codesDownload(context, params.id);
}
