import { formatDate } from '~/lib/format';
import type { Language } from '~/lib/i18n';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import {
  companyProfile,
  companyTypeFit,
  interestOf,
  reportResults,
  scoresOf,
  similarCompanies,
  typeTexts,
} from './diagnosis.server';

export const REPORT_VIEWS = ['all', 'self', 'company'] as const;

/**
 * The report of one result (`?id=`, else the latest): the past-results picker, the scores, the type, the
 * interest, the company types, similar companies and the one compared (`?compare=`). 404 for an id that is
 * not the member's; `report: null` when the member has no result yet.
 */
export async function cultureReport(
  userId: number,
  params: URLSearchParams,
  { lng, today }: { lng: Language; today: string },
) {
  const id = params.has('id') ? parseRowId(params.get('id')) : undefined;
  const view = REPORT_VIEWS.find((v) => v === params.get('view')) ?? 'all';
  const { past, result } = await reportResults(userId, id);
  if (!result && id !== undefined) throw httpError(404);
  if (!result) return { past: [], report: null };
  const scores = scoresOf(result);
  const [types, similar, compared, interest, companyTypes] = await Promise.all([
    typeTexts(scores, lng),
    similarCompanies(scores, 1, 30, { userId, today, lng }),
    companyProfile(parseRowId(params.get('compare')), lng),
    interestOf(result.cultureUserCode, lng),
    companyTypeFit(scores, lng),
  ]);
  return {
    past: past.map((p) => ({ id: p.id, date: formatDate(p.createdAt) })),
    report: {
      id: result.id,
      date: formatDate(result.createdAt),
      scores,
      types,
      view,
      similar: similar.items.slice(0, 6),
      choices: similar.items.map((c) => ({ id: c.id, name: c.name })),
      compared,
      interest,
      companyTypes,
    },
  };
}

type Report = Awaited<ReturnType<typeof cultureReport>>;
export type CultureReportData = {
  past: { id: number; date: string }[];
  report: NonNullable<Report['report']> | null;
};
