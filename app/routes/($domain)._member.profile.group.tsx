import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { EDIT_GROUP_PARAM, PROFILE_SORTS, PROFILE_VIEWS, profileSort } from '~/features/profiles/constants';
import { handleGroupAction } from '~/features/profiles/group-actions.server';
import { groupProfiles, listGroups, profileViewOf } from '~/features/profiles/groups.server';
import { GroupRail } from '~/features/profiles/ui/GroupRail';
import { GroupEditDialog, GroupMenu } from '~/features/profiles/ui/GroupEditDialog';
import { COLOR_CLASSES, GroupForm } from '~/features/profiles/ui/GroupForm';
import { ResumeCard } from '~/features/profiles/ui/ResumeCard';
import { UploadPdfCard } from '~/features/profiles/ui/UploadPdfCard';
import { readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { useHydrated } from '~/ui/useHydrated';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['profiles'] };
export const meta = titleMeta;

/** Groups and the active group's resumes, in two queries whatever the number of resumes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const sort = profileSort(params.get('sort'));
  const [groups, view, t] = await Promise.all([
    listGroups(viewer.id),
    profileViewOf(viewer.id),
    getFixedT(request, 'profiles'),
  ]);
  const active = groups.find((g) => String(g.id) === params.get('group')) ?? null;
  return {
    title: t('group.title'),
    groups,
    view,
    sort,
    active,
    resumes: active ? await groupProfiles(viewer.id, active.id, sort) : [],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handleGroupAction(viewer.id, request, await readFormData(request));
}

export default function ProfileGroups() {
  const { groups, view, sort, active, resumes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  const [params] = useSearchParams();
  const hrefFor = (groupId: number) => {
    const next = new URLSearchParams(params);
    next.set('group', String(groupId));
    return `?${next}`;
  };
  const editing = groups.find((g) => String(g.id) === params.get(EDIT_GROUP_PARAM));
  const createErrors =
    result && 'form' in result && result.form === 'create-group' ? (result.error ?? undefined) : undefined;

  return (
    <div>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('group.title')}</h1>
          <ul className="mt-2 space-y-0.5 text-sm text-gray-600">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>{t(`group.lines.${i}`)}</li>
            ))}
          </ul>
        </div>
        <ViewToggle view={view} />
      </header>

      {view === 'GROUP' ? (
        <div className="mt-6">
          <GroupRail
            groups={groups}
            activeId={active?.id ?? null}
            hrefFor={hrefFor}
            createErrors={createErrors}
          />
        </div>
      ) : (
        <ListView
          groups={groups}
          activeId={active?.id ?? null}
          hrefFor={hrefFor}
          createErrors={createErrors}
        />
      )}

      {/* Outside the scrolling row of cards, so nothing of it is clipped. */}
      {editing ? <GroupEditDialog key={editing.id} group={editing} /> : null}

      <section className="mt-8" aria-labelledby="resumes-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="resumes-heading" className="text-lg font-semibold">
            {active ? t('group.resumesOf', { name: active.name }) : t('group.resumes')}
          </h2>
          {active ? <SortSelect sort={sort} /> : null}
        </div>
        {active ? null : (
          <p
            className="mt-2 rounded-lg bg-gray-50 p-4 text-sm text-gray-600"
            data-testid="select-group-prompt"
          >
            {groups.length ? t('group.selectPrompt') : t('group.emptyPrompt')}
          </p>
        )}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="resume-list">
          <li className="flex">
            <Link
              to={tenantPath(domain, '/profile/information') + (active ? `?group=${active.id}` : '')}
              className="flex min-h-32 flex-1 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-gray-300 p-4 text-gray-600 hover:border-primary-400"
            >
              <span className="text-2xl" aria-hidden>
                +
              </span>
              <span className="text-sm font-semibold">{t('group.addResume')}</span>
            </Link>
          </li>
          <li className="flex">
            <UploadPdfCard groupId={active?.id ?? null} />
          </li>
          {resumes.map((r) => (
            <ResumeCard
              key={r.id}
              resume={r}
              groups={groups}
              activeGroupId={active!.id}
              editHref={tenantPath(domain, `/profile/information?id=${r.id}`)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function ViewToggle({ view }: { view: (typeof PROFILE_VIEWS)[number] }) {
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

function SortSelect({ sort }: { sort: string }) {
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

/** The list view: a group panel on large screens; a dropdown (a GET form) on small ones. */
function ListView({
  groups,
  activeId,
  hrefFor,
  createErrors,
}: {
  groups: { id: number; name: string; memo: string; color: string; profileCount: number }[];
  activeId: number | null;
  hrefFor: (id: number) => string;
  createErrors?: Record<string, string[] | null>;
}) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const active = groups.find((g) => g.id === activeId);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]" data-testid="list-view">
      <aside className="hidden rounded-2xl border border-gray-200 p-4 lg:block">
        <ul className="space-y-1">
          {groups.map((g) => (
            <li key={g.id} className="flex items-center gap-2">
              <Link
                to={hrefFor(g.id)}
                aria-current={g.id === activeId ? 'true' : undefined}
                className={`flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-sm ${g.id === activeId ? 'bg-primary-50 font-semibold text-primary-800' : 'hover:bg-gray-50'}`}
              >
                <span className={`size-2.5 shrink-0 rounded-full ${COLOR_CLASSES[g.color]}`} aria-hidden />
                <span className="truncate">{g.name}</span>
                <span className="ml-auto text-xs text-gray-500">{g.profileCount}</span>
              </Link>
              <GroupMenu group={g} />
            </li>
          ))}
        </ul>
        <CreateGroup key={groups.length} className="mt-4" idPrefix="list-new-group" errors={createErrors} />
      </aside>
      <div>
        <Form method="get" className="flex gap-2 lg:hidden" onChange={(e) => submit(e.currentTarget)}>
          {[...params]
            .filter(([k]) => k !== 'group')
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label htmlFor="group-select" className="sr-only">
            {t('card.chooseGroup')}
          </label>
          <select
            id="group-select"
            name="group"
            defaultValue={activeId ?? ''}
            key={activeId}
            className="flex-1 rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="">{t('card.chooseGroup')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name} ({g.profileCount})
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" className="btn-secondary">
              {t('sort.apply')}
            </button>
          )}
        </Form>
        <CreateGroup
          key={groups.length}
          className="mt-3 lg:hidden"
          idPrefix="small-new-group"
          errors={createErrors}
        />
        {active ? (
          <div className="mt-3 rounded-2xl border border-gray-200 p-4 lg:mt-0">
            <p className="font-semibold">{active.name}</p>
            <p className="mt-1 line-clamp-2 text-sm text-gray-600" data-testid="group-memo">
              {active.memo || t('group.noMemo')}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The create-group form behind a button; keyed by the group count so a created group closes it. */
function CreateGroup({
  className,
  idPrefix,
  errors,
}: {
  className: string;
  idPrefix: string;
  errors?: Record<string, string[] | null>;
}) {
  const { t } = useTranslation('profiles');
  return (
    <details className={className} open={!!errors}>
      <summary className="btn-secondary w-full">{t('group.add')}</summary>
      <div className="mt-3">
        <GroupForm intent="create-group" errors={errors} idPrefix={idPrefix} />
      </div>
    </details>
  );
}
