import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requireViewer } from '~/features/accounts/guards.server';
import { industries } from '~/features/culture/diagnosis.server';
import { CULTURE_TAGS } from '~/features/culture/tags';
import { handlePositionAction } from '~/features/profiles/position.server';
import {
  companyFilters,
  companyPostings,
  listPostings,
  locationsOf,
  postingFilters,
  searchCompanies,
  todayIso,
} from '~/features/profiles/positions.server';
import { findProfile, targetOf } from '~/features/profiles/profiles.server';
import {
  CompanyItem,
  PostingItem,
  type CompanyItemData,
  type PostingItemData,
} from '~/features/profiles/ui/PositionItems';
import { now } from '~/lib/clock.server';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { useInfinitePages } from '~/ui/useInfinitePages';

export const handle = { i18n: ['profiles', 'culture'] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Postings or companies for the resume's target, a page at a time (one query per list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const [lng, t] = await Promise.all([getLanguage(request), getFixedT(request, 'profiles')]);
  const title = t('position.title');
  if (!params.get('id')) return { title, profile: null } as const;
  const profile = await findProfile(viewer.id, Number(params.get('id')));
  if (!profile) throw httpError(404);
  const page = Math.min(1000, Math.max(1, Number(params.get('page')) || 1));
  const tab =
    params.get('tab') === 'company' || (!params.get('tab') && profile.companyId) ? 'company' : 'posting';
  const today = todayIso(now());
  const dialogCompany = Number(params.get('postingsOf')) || null;
  const [target, list, dialog] = await Promise.all([
    targetOf(profile),
    tab === 'posting'
      ? listPostings(postingFilters(params), page, lng, today)
      : searchCompanies(companyFilters(params), page),
    dialogCompany && dialogCompany < 2 ** 31 ? companyPostings(dialogCompany, lng, today) : null,
  ]);
  const filters = postingFilters(params);
  return {
    title,
    profile: { id: profile.id, name: profile.name, locked: profile.isCoverletter },
    tab,
    target,
    list,
    dialog,
    options:
      tab === 'posting'
        ? { locations: await locationsOf(filters.country, lng), categories: await industries(lng) }
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
      ? `recruit:${target.id}`
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
  const { items, last, sentinel } = useInfinitePages(list, hrefFor);
  const tabHref = (name: string) => `?id=${profile.id}&tab=${name}`;
  // A second click on the chosen item deselects it (with JavaScript; without it, "no position").
  const choose = (value: string) => setSelected((s) => (s === value ? '' : value));

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">{t('position.title')}</h1>
      <p className="mt-1 text-sm text-gray-600">
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
            <ul className="mt-2 space-y-1 text-sm">
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
            <p className="mb-3 text-sm text-gray-700" data-testid="current-target">
              {t('position.current', {
                name:
                  target.kind === 'recruit' ? `${target.companyName} · ${target.title}` : target.companyName,
              })}
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
          <nav className="mt-4 flex justify-between text-sm" aria-label={t('position.pages')}>
            {list.page > 1 ? (
              <Link to={hrefFor(list.page - 1)}>← {t('common:actions.previous')}</Link>
            ) : (
              <span />
            )}
            {last.hasNext ? <Link to={hrefFor(last.page + 1)}>{t('common:actions.next')} →</Link> : null}
          </nav>
          {hydrated ? null : (
            <label className="mt-4 flex items-center gap-2 text-sm">
              <input type="radio" name="target" value="" defaultChecked={!current} />
              {t('position.none')}
            </label>
          )}
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

/** Posting filters: a GET form, so a filter change starts again at page 1 with or without JavaScript. */
function PostingFilters({
  options,
}: {
  options: { locations: { id: number; name: string }[]; categories: { id: number; name: string }[] };
}) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const select = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 rounded-2xl border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="posting-filters"
    >
      <input type="hidden" name="id" value={params.get('id') ?? ''} />
      <input type="hidden" name="tab" value="posting" />
      <label className="text-sm">
        {t('position.country')}
        <select name="country" defaultValue={params.get('country') ?? 'KR'} className={select}>
          <option value="KR">{t('countries.KR')}</option>
          <option value="ID">{t('countries.ID')}</option>
        </select>
      </label>
      <label className="text-sm">
        {t('position.location')}
        <select name="location" defaultValue={params.get('location') ?? ''} className={select}>
          <option value="">{t('position.all')}</option>
          {options.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        {t('position.category')}
        <select name="category" defaultValue={params.get('category') ?? ''} className={select}>
          <option value="">{t('position.all')}</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        {t('position.companyName')}
        <input name="companyName" defaultValue={params.get('companyName') ?? ''} className={select} />
      </label>
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="text-sm">{t('position.tags')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CULTURE_TAGS.map((tag) => (
            <label key={tag} className="cursor-pointer">
              <input
                type="checkbox"
                name="tag"
                value={tag}
                defaultChecked={params.getAll('tag').includes(tag)}
                className="peer sr-only"
              />
              <span className="inline-block rounded-full border border-gray-300 px-3 py-1 text-xs peer-checked:border-primary-600 peer-checked:bg-primary-600 peer-checked:text-white peer-focus-visible:outline-2">
                {t(`culture:tags.${tag}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-secondary sm:col-span-2 lg:col-span-4">
        {t('position.search')}
      </button>
    </Form>
  );
}

/** Company search: Enter or the button searches from page 1; a culture tag narrows it. */
function CompanySearch() {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      role="search"
      className="mt-4 flex flex-wrap gap-2 rounded-2xl border border-gray-200 p-4"
      data-testid="company-search"
    >
      <input type="hidden" name="id" value={params.get('id') ?? ''} />
      <input type="hidden" name="tab" value="company" />
      <label htmlFor="keyword" className="sr-only">
        {t('position.keyword')}
      </label>
      <input
        id="keyword"
        name="keyword"
        type="search"
        defaultValue={params.get('keyword') ?? ''}
        placeholder={t('position.keyword')}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm"
      />
      <label htmlFor="cultureTag" className="sr-only">
        {t('position.tags')}
      </label>
      <select
        id="cultureTag"
        name="cultureTag"
        defaultValue={params.get('cultureTag') ?? ''}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{t('position.allTags')}</option>
        {CULTURE_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {t(`culture:tags.${tag}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-primary">
        {t('position.search')}
      </button>
    </Form>
  );
}
