import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { goodsPath } from '~/features/layout/menu';
import { tenantPath } from '~/lib/root-data';

/** /goods: the goods page of the viewer's kind (institutions to theirs, everyone else to the user goods). */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(tenantPath(context.tenant.domain, goodsPath(context.viewer?.role)));
}
