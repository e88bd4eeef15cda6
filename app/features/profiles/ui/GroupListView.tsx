import { Form, Link, useSearchParams, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';
import { GroupMenu } from './GroupEditDialog';
import { COLOR_CLASSES, GroupForm, type GroupReply } from './GroupForm';

/** The list view: a group panel on large screens; a dropdown (a GET form) on small ones. */
export function ListView({
  groups,
  activeId,
  hrefFor,
  createReply,
}: {
  groups: { id: number; name: string; memo: string; color: string; profileCount: number }[];
  activeId: number | null;
  hrefFor: (id: number) => string;
  createReply?: GroupReply;
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
        <CreateGroup key={groups.length} className="mt-4" idPrefix="list-new-group" reply={createReply} />
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
          reply={createReply}
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
  reply,
}: {
  className: string;
  idPrefix: string;
  reply?: GroupReply;
}) {
  const { t } = useTranslation('profiles');
  return (
    <details className={className} open={!!reply}>
      <summary className="btn-secondary w-full">{t('group.add')}</summary>
      <div className="mt-3">
        <GroupForm intent="create-group" lastResult={reply} idPrefix={idPrefix} />
      </div>
    </details>
  );
}
