import { Form, Link, useFetcher } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { formatDate } from '~/lib/format';
import { ConfirmForm } from './ConfirmForm';

export const DRAG_TYPE = 'application/x-profile-id';

export type ResumeCardData = {
  id: number;
  name: string | null;
  updatedAt: string | Date;
  favorite: boolean;
  completed: boolean;
  companyName: string | null;
  position: string | null;
};

/**
 * One resume in the active group: open it, favourite it, move or copy it to another group, delete it.
 * With JavaScript the card can also be dragged onto a group card.
 */
export function ResumeCard({
  resume,
  editHref,
  groups,
  activeGroupId,
}: {
  resume: ResumeCardData;
  editHref: string;
  groups: { id: number; name: string }[];
  activeGroupId: number;
}) {
  const { t } = useTranslation('profiles');
  const favorite = useFetcher();
  // Favourite toggles at once on the screen, then on the server.
  const pending = favorite.formData?.get('on');
  const isFavorite = pending ? pending === 'true' : resume.favorite;
  const others = groups.filter((g) => g.id !== activeGroupId);
  return (
    <li
      className="flex flex-col rounded-2xl border border-gray-200 p-4"
      data-testid="resume-card"
      data-profile-id={resume.id}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(resume.id));
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={editHref} className="min-w-0 flex-1 font-semibold hover:underline">
          <span className="block truncate">{resume.name || t('card.untitled')}</span>
        </Link>
        <favorite.Form method="post">
          <input type="hidden" name="profileId" value={resume.id} />
          <input type="hidden" name="on" value={String(!isFavorite)} />
          <button
            type="submit"
            name="intent"
            value="favorite"
            aria-pressed={isFavorite}
            aria-label={t(isFavorite ? 'card.unfavorite' : 'card.favorite')}
            className={`text-xl leading-none ${isFavorite ? 'text-yellow-500' : 'text-gray-300 hover:text-gray-500'}`}
          >
            ★
          </button>
        </favorite.Form>
      </div>
      <p className="mt-1 text-xs text-gray-500">
        {t('card.updated', { date: formatDate(resume.updatedAt) })}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span
          className={`rounded-full px-2 py-0.5 font-semibold ${resume.completed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
          data-testid="resume-status"
        >
          {t(resume.completed ? 'card.completed' : 'card.writing')}
        </span>
        {resume.companyName ? <span className="text-gray-700">{resume.companyName}</span> : null}
        {resume.position ? <span className="truncate text-gray-500">· {resume.position}</span> : null}
      </p>
      <div className="mt-auto flex flex-wrap items-start gap-x-4 gap-y-2 pt-4 text-sm">
        {others.length ? (
          <>
            <GroupPickForm intent="move" profileId={resume.id} groups={others} label={t('card.moveTo')} />
            <GroupPickForm intent="copy" profileId={resume.id} groups={groups} label={t('card.copyTo')} />
          </>
        ) : (
          <GroupPickForm intent="copy" profileId={resume.id} groups={groups} label={t('card.copyTo')} />
        )}
        <ConfirmForm
          intent="delete-profile"
          fields={{ profileId: resume.id }}
          label={t('card.delete')}
          question={t('card.deleteConfirm')}
        />
      </div>
    </li>
  );
}

/** Move or copy to a group chosen from a list: the group-select dialog, as a disclosure. */
function GroupPickForm({
  intent,
  profileId,
  groups,
  label,
}: {
  intent: 'move' | 'copy';
  profileId: number;
  groups: { id: number; name: string }[];
  label: string;
}) {
  const { t } = useTranslation('profiles');
  return (
    <details>
      <summary className="font-medium text-primary-700 hover:underline">{label}</summary>
      <Form method="post" className="mt-2 flex gap-2">
        <input type="hidden" name="profileId" value={profileId} />
        <label className="sr-only" htmlFor={`${intent}-${profileId}`}>
          {t('card.chooseGroup')}
        </label>
        <select
          id={`${intent}-${profileId}`}
          name="groupId"
          defaultValue=""
          className="rounded-lg border border-gray-300 px-2 py-1.5"
        >
          <option value="">{t('card.chooseGroup')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        <button type="submit" name="intent" value={intent} className="btn-secondary px-3 py-1.5">
          {t('common:actions.confirm')}
        </button>
      </Form>
    </details>
  );
}
