import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { CompanyCard, type CompanyCardData } from '~/features/culture/CompanyCard';
import { resultOf, scoresOf, similarCompanies } from '~/features/culture/diagnosis.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath, useDomain } from '~/lib/root-data';
import { useInfinitePages } from '~/ui/useInfinitePages';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { todayIso } from '~/features/profiles/positions.server';
import { now } from '~/lib/clock.server';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';
import { Pager } from '~/ui/Pager';

export const handle = { i18n: ['culture'] };
export const SIMILAR_PAGE_SIZE = 30;

/** All companies similar to one result, 30 a page: next-page links without JavaScript, endless scroll with it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const result = await resultOf(viewer.id, parseRowId(params.id));
  if (!result) throw httpError(404);
  const page = pageOf(request);
  const [t, lng] = await Promise.all([getFixedT(request, 'culture'), getLanguage(request)]);
  const { items, hasNext } = await similarCompanies(scoresOf(result), page, SIMILAR_PAGE_SIZE, {
    userId: viewer.id,
    today: todayIso(now()),
    lng,
  });
  return {
    title: t('result.similar'),
    resultId: result.id,
    page,
    hasNext,
    items: items.map(({ distance: _d, ...c }) => c),
  };
}

export const meta = titleMeta;

export default function SimilarCompanies() {
  const first = useLoaderData<typeof loader>();
  const { t } = useTranslation('culture');
  const domain = useDomain();
  const hrefFor = useCallback((page: number) => `?page=${page}`, []);
  const { items, last, sentinel } = useInfinitePages<CompanyCardData, typeof first>(
    first,
    hrefFor,
    (data) => data as typeof first | undefined,
  );

  return (
    <div className="container-page max-w-5xl py-10">
      <Link
        to={`${tenantPath(domain, '/culture/result')}?id=${first.resultId}`}
        className="text-sm text-primary-700"
      >
        ← {t('result.title')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('result.similar')}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="company-grid">
        {items.map((c) => (
          <CompanyCard key={c.id} company={c} />
        ))}
      </ul>
      <div ref={sentinel} className="h-4" />
      <Pager page={first.page} hasNext={last.hasNext} nextPage={last.page + 1} label={t('result.pages')} />
    </div>
  );
}
