import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { EDIT_GROUP_PARAM, profileSort } from '~/features/profiles/constants';
import { handleGroupAction } from '~/features/profiles/group-actions.server';
import { groupProfiles, listGroups, profileViewOf } from '~/features/profiles/groups.server';
import { GroupRail } from '~/features/profiles/ui/GroupRail';
import { GroupEditDialog } from '~/features/profiles/ui/GroupEditDialog';
import { ListView } from '~/features/profiles/ui/GroupListView';
import { SortSelect, ViewToggle } from '~/features/profiles/ui/GroupViewControls';
import { ResumeCard } from '~/features/profiles/ui/ResumeCard';
import { UploadPdfCard } from '~/features/profiles/ui/UploadPdfCard';
import { readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['profiles'] };
export const meta = titleMeta;

/** Groups and the active group's resumes, in two queries whatever the number of resumes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const sort = profileSort(params.get('sort'));
  const [groups, view, t, lng] = await Promise.all([
    listGroups(viewer.id),
    profileViewOf(viewer.id),
    getFixedT(request, 'profiles'),
    getLanguage(request),
  ]);
  const active = groups.find((g) => String(g.id) === params.get('group')) ?? null;
  return {
    title: t('group.title'),
    groups,
    view,
    sort,
    active,
    resumes: active ? await groupProfiles(viewer.id, active.id, sort, lng) : [],
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
  const createReply = result && 'form' in result && result.form === 'create-group' ? result : undefined;

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
            createReply={createReply}
          />
        </div>
      ) : (
        <ListView
          groups={groups}
          activeId={active?.id ?? null}
          hrefFor={hrefFor}
          createReply={createReply}
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
