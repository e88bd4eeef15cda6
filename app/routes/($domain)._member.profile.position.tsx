import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { categoryTree } from '~/features/culture/diagnosis.server';
import { handlePositionAction } from '~/features/profiles/position-actions.server';
import { startApplicationFromResume } from '~/features/applications/index.server';
import {
  companyFilters,
  companyPostings,
  listPostings,
  postingFiltersIn,
  searchCompanies,
  todayIso,
} from '~/features/profiles/positions.server';
import { findProfileWithTarget, targetName } from '~/features/profiles/profiles.server';
import {
  CompanyItem,
  PostingItem,
  type CompanyItemData,
  type PostingItemData,
} from '~/features/profiles/ui/PositionItems';
import { now } from '~/lib/clock.server';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { CompanySearch, PostingFilters } from '~/features/profiles/ui/PositionFilters';
import { useInfinitePages } from '~/ui/useInfinitePages';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';
import { Pager } from '~/ui/Pager';

export const handle = { i18n: ['profiles', 'culture'] };
export const meta = titleMeta;

/** Postings or companies for the resume's target, a page at a time (one query per list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const [lng, t] = await Promise.all([getLanguage(request), getFixedT(request, 'profiles')]);
  const title = t('position.title');
  if (!params.get('id')) return { title, profile: null } as const;
  const found = await findProfileWithTarget(viewer.id, parseRowId(params.get('id')));
  if (!found) throw httpError(404);
  const { profile, target } = found;
  const page = pageOf(params);
  const tab =
    params.get('tab') === 'company' || (!params.get('tab') && profile.companyId) ? 'company' : 'posting';
  const today = todayIso(now());
  const dialogCompany = parseRowId(params.get('postingsOf'));
  const posting = tab === 'posting' ? await postingFiltersIn(params, lng) : null;
  const [list, dialog] = await Promise.all([
    posting
      ? listPostings(posting.filters, page, lng, today)
      : searchCompanies(companyFilters(params), page, { userId: viewer.id, today, lng }),
    dialogCompany ? companyPostings(dialogCompany, lng, today) : null,
  ]);
  return {
    title,
    profile: { id: profile.id, name: profile.name, locked: profile.isCoverletter },
    tab,
    target: target && {
      kind: target.kind,
      recruitId: target.recruitId,
      companyId: target.companyId,
      name: targetName(target, lng),
    },
    list,
    dialog,
    options: posting
      ? {
          country: posting.filters.country,
          location: posting.filters.locationId,
          locations: posting.regions,
          categories: await categoryTree(lng),
        }
      : null,
  } as const;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handlePositionAction(
    viewer.id,
    context.tenant.domain,
    new URL(request.url),
    await readFormData(request),
    // Choosing a position starts an application to that company with this resume.
    (profileId) => startApplicationFromResume(viewer.id, profileId),
  );
}

export default function PositionPicker() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  if (!loaded.profile)
    return (
      <div className="mx-auto max-w-lg" data-testid="save-first">
        <Alert tone="info">{t('position.saveFirst')}</Alert>
        <Link to={tenantPath(domain, '/profile/information')} className="btn-primary mt-4">
          {t('position.toEditor')}
        </Link>
      </div>
    );
  return <Picker key={loaded.tab} />;
}

function Picker() {
  const loaded = useLoaderData<typeof loader>();
  const { profile, tab, target, list, dialog, options } = loaded as Extract<typeof loaded, { tab: string }>;
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const current = target
    ? target.kind === 'recruit'
      ? `recruit:${target.recruitId}`
      : `company:${target.companyId}`
    : '';
  const [selected, setSelected] = useState(current);
  const hrefFor = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      return `?${next}`;
    },
    [params],
  );
  // A fetched next page comes back as the whole loader data: the page is its `list`.
  const { items, last, sentinel } = useInfinitePages(
    list,
    hrefFor,
    (data) => (data as { list?: typeof list } | undefined)?.list,
  );
  const tabHref = (name: string) => `?id=${profile.id}&tab=${name}`;
  // A second click on the chosen item deselects it (with JavaScript); Select with nothing chosen asks for one.
  const choose = (value: string) => setSelected((s) => (s === value ? '' : value));

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">{t('position.title')}</h1>
      <p className="mt-1 text-sm text-gray-600 [overflow-wrap:anywhere]">
        {t('position.for', { name: profile.name || t('card.untitled') })}
      </p>
      {profile.locked ? (
        <div className="mt-4">
          <Alert tone="info" testId="position-locked">
            {t('toast.positionLocked')}
          </Alert>
        </div>
      ) : null}

      <nav
        className="mt-6 inline-flex rounded-lg border border-gray-300 p-0.5"
        aria-label={t('position.tabs')}
      >
        {(['posting', 'company'] as const).map((name) => (
          <Link
            key={name}
            to={tabHref(name)}
            aria-current={tab === name ? 'page' : undefined}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${tab === name ? 'bg-primary-600 text-white' : 'text-gray-700'}`}
          >
            {t(`position.${name}`)}
          </Link>
        ))}
      </nav>

      {tab === 'posting' && options ? <PostingFilters options={options} /> : <CompanySearch />}

      {dialog ? (
        <section
          className="mt-4 rounded-2xl border border-primary-200 bg-primary-50 p-4"
          data-testid="recruit-dialog"
          aria-label={t('position.postingsOf')}
        >
          <div className="flex justify-between">
            <h2 className="font-semibold">{t('position.postingsOf')}</h2>
            <Link to={`?${withoutParam(params, 'postingsOf')}`} className="text-sm text-primary-700">
              {t('common:actions.close')}
            </Link>
          </div>
          {dialog.length ? (
            <ul className="mt-2 space-y-1 text-sm [overflow-wrap:anywhere]">
              {dialog.map((r) => (
                <li key={r.id}>
                  {r.title} · {r.location} · {r.closeDate.replaceAll('-', '.')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-gray-600">{t('position.noPostings')}</p>
          )}
        </section>
      ) : null}

      <Form method="post" className="mt-6" data-testid="position-form">
        <input type="hidden" name="profileId" value={profile.id} />
        <fieldset disabled={profile.locked}>
          <legend className="sr-only">{t('position.choose')}</legend>
          {target ? (
            <p className="mb-3 text-sm text-gray-700 [overflow-wrap:anywhere]" data-testid="current-target">
              {t('position.current', { name: target.name })}
            </p>
          ) : null}
          {items.length ? (
            <ul className="space-y-3" data-testid={`${tab}-list`}>
              {tab === 'posting'
                ? (items as PostingItemData[]).map((p) => (
                    <PostingItem
                      key={p.id}
                      posting={p}
                      selected={selected === `recruit:${p.id}`}
                      onChoose={choose}
                      hydrated={hydrated}
                    />
                  ))
                : (items as CompanyItemData[]).map((c) => (
                    <CompanyItem
                      key={c.id}
                      company={c}
                      selected={selected === `company:${c.id}`}
                      onChoose={choose}
                      hydrated={hydrated}
                    />
                  ))}
            </ul>
          ) : (
            <p
              className="rounded-lg bg-gray-50 p-6 text-center text-sm text-gray-600"
              data-testid="no-results"
            >
              {t('position.noResults')}
            </p>
          )}
          <div ref={sentinel} className="h-4" />
          <Pager
            page={list.page}
            hasNext={last.hasNext}
            nextPage={last.page + 1}
            href={hrefFor}
            label={t('position.pages')}
            className="mt-4"
          />
        </fieldset>
        {hydrated ? <input type="hidden" name="target" value={selected} /> : null}
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 py-3 backdrop-blur">
          <div className="container-page flex justify-end gap-2">
            <SubmitButton intent="skip" className="btn-secondary">
              {t('position.skip')}
            </SubmitButton>
            <SubmitButton intent="select" className="btn-primary" disabled={profile.locked}>
              {t('position.select')}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </div>
  );
}

function withoutParam(params: URLSearchParams, name: string) {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
}
