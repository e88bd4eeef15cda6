import { Link, useActionData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { Dialog } from '~/ui/Dialog';
import { EDIT_GROUP_PARAM } from '../constants';
import { ConfirmForm } from './ConfirmForm';
import { GroupForm, type GroupReply } from './GroupForm';

/** A group as the rail's folder cards and this dialog show it. */
export type RailGroup = { id: number; name: string; memo: string; color: string; profileCount: number };

/** The group screen's address with the edit dialog of `groupId` open, or closed (`null`). */
export function withEditGroup(params: URLSearchParams, groupId: number | null) {
  const next = new URLSearchParams(params);
  if (groupId === null) next.delete(EDIT_GROUP_PARAM);
  else next.set(EDIT_GROUP_PARAM, String(groupId));
  return `?${next}`;
}

/**
 * A group's "⋯": a link that opens its edit dialog. A link, not a pop-up inside the card: the card sits
 * in a scrolling row that would clip anything opened inside it, and a link works without JavaScript.
 */
export function GroupMenu({ group }: { group: RailGroup }) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  return (
    <Link
      to={withEditGroup(params, group.id)}
      preventScrollReset
      className="rounded px-2 text-gray-500 hover:bg-gray-100"
      aria-label={t('group.menu', { name: group.name })}
    >
      ⋯
    </Link>
  );
}

/**
 * Edit (name, memo, colour) and delete a group, in a modal over the page: rendered by the server when
 * the address names the group, so it works without JavaScript; with it the page behind is inert and
 * Escape closes it. A refused edit keeps it open with the field's message.
 */
export function GroupEditDialog({ group }: { group: RailGroup }) {
  const { t } = useTranslation('profiles');
  const [params] = useSearchParams();
  const result = useActionData<GroupReply & { groupId?: number }>();
  const reply = result?.form === 'edit-group' && result.groupId === group.id ? result : undefined;
  return (
    <Dialog labelledBy="group-edit-title" testId="group-edit-dialog">
      <div className="flex items-start justify-between gap-3">
        <h2 id="group-edit-title" className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
          {t('group.edit')}
        </h2>
        <Link
          to={withEditGroup(params, null)}
          preventScrollReset
          replace
          data-dialog-dismiss
          className="text-sm font-medium text-gray-600 hover:underline"
        >
          {t('common:actions.close')}
        </Link>
      </div>
      <div className="mt-4 space-y-4">
        <GroupForm
          key={group.id}
          intent="edit-group"
          group={group}
          lastResult={reply}
          idPrefix={`group-${group.id}`}
        />
        <ConfirmForm
          intent="delete-group"
          fields={{ groupId: group.id }}
          label={t('group.delete')}
          question={t('group.deleteConfirm', { name: group.name })}
        />
      </div>
    </Dialog>
  );
}
