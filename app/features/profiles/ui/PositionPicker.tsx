import { Form, Link, useSearchParams } from '@remix-run/react';
import { useCallback, useState, type ComponentProps } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Alert } from '~/ui/Alert';
import { Pager } from '~/ui/Pager';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { useInfinitePages } from '~/ui/useInfinitePages';
import type { companyPostings, listPostings, searchCompanies } from '../positions.server';
import { CompanySearch, PostingFilters } from './PositionFilters';
import { CompanyItem, PostingItem, type CompanyItemData, type PostingItemData } from './PositionItems';

export type PositionPickerData = {
  profile: { id: number; name: string | null; locked: boolean };
  tab: 'posting' | 'company';
  target: { kind: string; recruitId: number | null; companyId: number | null; name: string } | null;
  list: Awaited<ReturnType<typeof listPostings>> | Awaited<ReturnType<typeof searchCompanies>>;
  dialog: Awaited<ReturnType<typeof companyPostings>> | null;
  options: ComponentProps<typeof PostingFilters>['options'] | null;
};

/**
 * The position picker of a saved resume: postings (with filters) or companies (with a search), a page at a
 * time (more on scroll with JavaScript), the postings of one company, and Select or Skip.
 */
export function PositionPicker({ profile, tab, target, list, dialog, options }: PositionPickerData) {
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
