import { Form, Link, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { useHydrated } from '~/ui/useHydrated';
import { CompanyCard } from '../CompanyCard';
import type { CultureReportData } from '../report.server';
import { ScoreRadar } from '../ScoreRadar';
import { shownLevel, thinkingBar, WORK_STYLE_SCALES } from '../scoring';

/** The value a bar or the radar shows: Thinking is drawn as 10 − the individual score. */
const shown = (scale: string, value: number) => (scale === 'individual' ? thinkingBar(value) : value);

/** The culture report: the picker of past results, the radar and the bars, the type, the coach, similar companies. */
export function CultureReport({ past, report }: CultureReportData) {
  const { t } = useTranslation('culture');
  const domain = useDomain();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const viewHref = (view: string) => {
    const next = new URLSearchParams(params);
    next.set('view', view);
    return `?${next}`;
  };
  if (!report) {
    return (
      <div className="container-page max-w-2xl py-12 text-center">
        <h1 className="text-2xl font-bold">{t('result.title')}</h1>
        <p className="mt-4 text-gray-600">{t('result.none')}</p>
        <Link to={tenantPath(domain, '/culture')} className="btn-primary mt-6">
          {t('result.start')}
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page max-w-4xl space-y-8 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('result.title')}</h1>
          <p className="text-sm text-gray-500">{t('result.taken', { date: report.date })}</p>
        </div>
        {/* A row of its own on a phone, so its no-JavaScript Show button going away moves nothing. */}
        <div className="flex w-full items-end gap-2 sm:w-auto">
          <Form method="get" className="flex items-end gap-2">
            <label className="text-sm">
              <span className="block text-gray-600">{t('result.pick')}</span>
              <select
                name="id"
                defaultValue={report.id}
                className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2"
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
              >
                {past.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.date} #{p.id}
                  </option>
                ))}
              </select>
            </label>
            {hydrated ? null : (
              <button type="submit" className="btn-secondary">
                {t('result.show')}
              </button>
            )}
          </Form>
          <Link to={tenantPath(domain, '/culture')} className="btn-secondary">
            {t('result.retry')}
          </Link>
        </div>
      </div>

      <section className="rounded-2xl border border-gray-200 p-6" data-testid="radar">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav className="flex gap-1" aria-label={t('result.view')}>
            {(['all', 'self', 'company'] as const).map((v) => (
              <Link
                key={v}
                to={viewHref(v)}
                replace
                preventScrollReset
                aria-current={report.view === v ? 'page' : undefined}
                className="rounded-full border border-gray-300 px-3 py-1 text-sm aria-[current]:border-primary-600 aria-[current]:bg-primary-600 aria-[current]:text-white"
              >
                {t(`result.views.${v}`)}
              </Link>
            ))}
          </nav>
          <Form method="get" className="flex items-end gap-2" preventScrollReset>
            <input type="hidden" name="id" value={report.id} />
            <input type="hidden" name="view" value={report.view === 'self' ? 'all' : report.view} />
            <label className="text-sm">
              <span className="block text-gray-600">{t('result.compare')}</span>
              <select
                id="compare-company"
                name="compare"
                defaultValue={report.compared?.id ?? ''}
                className="mt-1 max-w-56 rounded-lg border border-gray-300 bg-white px-3 py-2"
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
              >
                <option value="">{t('result.compareNone')}</option>
                {report.choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {hydrated ? null : (
              <button type="submit" className="btn-secondary">
                {t('result.show')}
              </button>
            )}
          </Form>
        </div>
        {report.view === 'company' && !report.compared ? (
          // The company view with no company chosen would be an empty chart: say what it needs instead.
          <div className="mt-6 rounded-xl bg-gray-50 p-6 text-center" data-testid="choose-company">
            <p className="text-gray-700">{t('result.chooseCompany')}</p>
            <a
              href="#compare-company"
              className="mt-3 inline-block font-semibold text-primary-700 underline"
              onClick={(e) => {
                e.preventDefault();
                document.getElementById('compare-company')?.focus();
              }}
            >
              {t('result.chooseCompanyLink')}
            </a>
          </div>
        ) : (
          <ScoreRadar
            data={WORK_STYLE_SCALES.map((scale) => ({
              label: t(`scales.${scale}`),
              self: shown(scale, report.scores[scale]),
              company: report.compared ? shown(scale, report.compared.scores[scale]) : undefined,
            }))}
            showSelf={report.view !== 'company'}
            showCompany={report.view !== 'self'}
            selfLabel={t('result.me')}
            companyLabel={report.compared?.name ?? ''}
          />
        )}
        {report.compared ? (
          <table className="mx-auto mt-4 text-sm" data-testid="gaps">
            <caption className="mb-2 font-medium">{t('result.gaps', { name: report.compared.name })}</caption>
            <tbody>
              {WORK_STYLE_SCALES.map((scale) => {
                const gap = shown(scale, report.scores[scale]) - shown(scale, report.compared!.scores[scale]);
                return (
                  <tr key={scale}>
                    <th className="pr-4 text-left font-normal text-gray-600">{t(`scales.${scale}`)}</th>
                    <td className="text-right tabular-nums">
                      {gap > 0 ? `+${gap.toFixed(1)}` : gap.toFixed(1)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </section>

      <section className="rounded-2xl border border-gray-200 p-4 sm:p-6" data-testid="score-bars">
        <h2 className="font-semibold">{t('result.scores')}</h2>
        <ul className="mt-4 space-y-3">
          {WORK_STYLE_SCALES.map((scale) => {
            const value = shown(scale, report.scores[scale]);
            return (
              // On a phone the bar has a row of its own under the name and the score (the full width);
              // from sm the three share one row.
              <li
                key={scale}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr_5rem]"
              >
                <span>{t(`scales.${scale}`)}</span>
                <span
                  className="col-span-2 row-start-2 h-3 overflow-hidden rounded-full bg-gray-100 sm:col-span-1 sm:col-start-2 sm:row-start-1"
                  data-testid="score-bar"
                >
                  <span
                    className="block h-full rounded-full bg-primary-600"
                    style={{ width: `${value * 10}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">
                  {value.toFixed(1)}{' '}
                  <span className="text-xs text-gray-500">{t(`result.${shownLevel(value)}`)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="rounded-2xl border border-gray-200 p-6">
        <h2 className="font-semibold">{t('result.types')}</h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {report.types.descriptions.map((d) => (
            <article key={d.code} className="rounded-xl bg-gray-50 p-4">
              <h3 className="font-medium text-primary-800">{d.title}</h3>
              <p className="mt-1 text-sm text-gray-700">{d.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="grid gap-6 md:grid-cols-2">
        {report.interest ? (
          <div className="rounded-2xl border border-gray-200 p-6" data-testid="interest">
            <h2 className="font-semibold">{t('result.interest')}</h2>
            <p className="mt-2 font-medium">{report.interest.industry}</p>
            <p className="mt-1 text-sm text-gray-600">{report.interest.roles.join(', ')}</p>
          </div>
        ) : null}
        <div className="rounded-2xl border border-gray-200 p-6" data-testid="company-types">
          <h2 className="font-semibold">{t('result.companyTypes')}</h2>
          <ul className="mt-3 space-y-3">
            {report.companyTypes.map((c) => (
              <li key={c.type} title={c.body}>
                <div className="flex justify-between text-sm">
                  <span>{c.title}</span>
                  <span className="tabular-nums text-gray-600">{c.score.toFixed(1)}</span>
                </div>
                <span className="mt-1 block h-2 overflow-hidden rounded-full bg-gray-100">
                  <span
                    className="block h-full rounded-full bg-sky-500"
                    style={{ width: `${c.score * 10}%` }}
                  />
                </span>
                <p className="mt-1 text-xs text-gray-500">{c.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="rounded-2xl bg-primary-50 p-6">
        <h2 className="font-semibold text-primary-900">{t('result.coach')}</h2>
        <p className="mt-2 text-primary-900">{report.types.coach}</p>
      </section>

      <section>
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t('result.similar')}</h2>
          {report.similar.length ? (
            <Link
              to={tenantPath(domain, `/culture/result/company/${report.id}`)}
              className="text-sm font-semibold text-primary-700"
            >
              {t('result.more')} →
            </Link>
          ) : null}
        </div>
        {report.similar.length === 0 ? (
          <p className="mt-3 text-gray-600">{t('result.noSimilar')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-companies">
            {report.similar.map((c) => (
              <CompanyCard key={c.id} company={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
