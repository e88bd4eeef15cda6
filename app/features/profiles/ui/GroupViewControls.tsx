import { Form, useSearchParams, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';
import { PROFILE_SORTS, PROFILE_VIEWS } from '../constants';

/** The switch between the group cards and the list (a post: the choice is kept for the member). */
export function ViewToggle({ view }: { view: (typeof PROFILE_VIEWS)[number] }) {
  const { t } = useTranslation('profiles');
  return (
    <Form
      method="post"
      className="inline-flex rounded-lg border border-gray-300 p-0.5"
      aria-label={t('view.label')}
    >
      <input type="hidden" name="intent" value="view" />
      {PROFILE_VIEWS.map((v) => (
        <button
          key={v}
          type="submit"
          name="view"
          value={v}
          aria-pressed={view === v}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === v ? 'bg-primary-600 text-white' : 'text-gray-700'}`}
        >
          {t(`view.${v}`)}
        </button>
      ))}
    </Form>
  );
}

/** The resumes' order: a GET form that submits on change (with a button when JavaScript is off). */
export function SortSelect({ sort }: { sort: string }) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      className="flex items-center gap-2"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {[...params]
        .filter(([k]) => k !== 'sort')
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label htmlFor="sort" className="text-sm text-gray-600">
        {t('sort.label')}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm"
      >
        {PROFILE_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="btn-secondary px-3 py-1.5">
          {t('sort.apply')}
        </button>
      )}
    </Form>
  );
}
