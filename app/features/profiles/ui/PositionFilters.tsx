import { Form, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { CULTURE_TAGS } from '#db/schema/enums';

const FILTER_PARAMS = ['country', 'location', 'category', 'companyName', 'tag'] as const;

/** Posting filters: a GET form, so a filter change starts again at page 1 with or without JavaScript. */
export function PostingFilters({
  options,
}: {
  options: {
    /** The country the regions are of, and the region in force (null: all; the server drops another country's). */
    country: string;
    location: number | null;
    locations: { id: number; name: string }[];
    categories: { id: number; name: string; roles: { id: number; name: string }[] }[];
  };
}) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  // With JavaScript a country change clears the region at once (the listed regions are the old country's);
  // without it the server ignores a region that is not of the chosen country.
  const [country, setCountry] = useState(options.country);
  const [loadedCountry, setLoadedCountry] = useState(options.country);
  if (loadedCountry !== options.country) {
    // New filters loaded (a search, or back and forward): the select shows the loaded country again.
    setLoadedCountry(options.country);
    setCountry(options.country);
  }
  const regions = country === options.country ? options.locations : [];
  const select = 'mt-1 block w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
  // Filters in force (the country is always set): the closed disclosure says how many.
  const active =
    FILTER_PARAMS.filter((name) => name !== 'country' && name !== 'tag' && params.get(name)).length +
    params.getAll('tag').length;
  return (
    // Closed at first, so on a phone the postings are on the first screen; a plain disclosure, so it
    // opens without JavaScript. Keyed by the filters in force: a search closes it again, as a page load does.
    <details
      key={FILTER_PARAMS.map((name) => params.getAll(name).join(',')).join('|')}
      className="mt-4 rounded-2xl border border-gray-200"
      data-testid="filter-disclosure"
    >
      <summary className="flex items-center justify-between gap-2 px-4 py-3 text-sm font-semibold">
        <span>
          {t('position.filters')}
          {active ? (
            <span className="ml-2 rounded-full bg-primary-600 px-2 py-0.5 text-xs text-white">
              {t('position.filtersActive', { count: active })}
            </span>
          ) : null}
        </span>
        <span aria-hidden className="text-gray-500 [details[open]_&]:rotate-180">
          ▾
        </span>
      </summary>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 border-t border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="posting-filters"
      >
        <input type="hidden" name="id" value={params.get('id') ?? ''} />
        <input type="hidden" name="tab" value="posting" />
        <label className="min-w-0 text-sm">
          {t('position.country')}
          <select
            key={options.country}
            name="country"
            defaultValue={options.country}
            onChange={(e) => setCountry(e.currentTarget.value)}
            className={select}
          >
            <option value="KR">{t('countries.KR')}</option>
            <option value="ID">{t('countries.ID')}</option>
          </select>
        </label>
        <label className="min-w-0 text-sm">
          {t('position.location')}
          <select
            key={`${country}-${options.location ?? ''}`}
            name="location"
            defaultValue={country === options.country ? (options.location ?? '') : ''}
            className={select}
          >
            <option value="">{t('position.all')}</option>
            {regions.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 text-sm">
          {t('position.category')}
          <select name="category" defaultValue={params.get('category') ?? ''} className={select}>
            <option value="">{t('position.all')}</option>
            {/* An industry (all its roles) or one of its roles: a plain select, so no JavaScript is needed. */}
            {options.categories.map((c) => (
              <optgroup key={c.id} label={c.name}>
                <option value={c.id}>{t('position.allOf', { name: c.name })}</option>
                {c.roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="min-w-0 text-sm">
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
    </details>
  );
}

/** Company search: Enter or the button searches from page 1; a culture tag narrows it. */
export function CompanySearch() {
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
