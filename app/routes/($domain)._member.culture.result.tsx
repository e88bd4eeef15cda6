import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { cultureReport } from '~/features/culture/report.server';
import { CultureReport } from '~/features/culture/ui/CultureReport';
import { todayIso } from '~/features/profiles/positions.server';
import { now } from '~/lib/clock.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['culture'] };

/** The report: a past-results picker, the five bars, the type, the coach comment, similar companies. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const [t, lng] = await Promise.all([getFixedT(request, 'culture'), getLanguage(request)]);
  const params = new URL(request.url).searchParams;
  const { past, report } = await cultureReport(viewer.id, params, { lng, today: todayIso(now()) });
  return { title: t('result.title'), past, report };
}

export const meta = titleMeta;

export default function CultureResult() {
  const { past, report } = useLoaderData<typeof loader>();
  return <CultureReport past={past} report={report} />;
}
