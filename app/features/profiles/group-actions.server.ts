import { data, redirect } from '@remix-run/node';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { redirectWithToast } from '~/lib/toast.server';
import { EDIT_GROUP_PARAM } from './constants';
import { createGroup, deleteGroup, setProfileView, updateGroup } from './groups.server';
import { copyProfile, deleteProfile, moveProfile, ProfileError, setFavorite } from './profiles.server';
import { groupRefSchema, groupSchema, profileActionSchema, viewSchema } from './schemas';

const TOASTS: Record<ProfileError['reason'], string> = {
  'group-not-found': 'toast.groupNotFound',
  'not-found': 'toast.profileNotFound',
  'read-only': 'toast.readOnly',
  'position-locked': 'toast.positionLocked',
  'target-not-found': 'toast.targetNotFound',
};

/** Back to the group screen, on a given group when one is named, with a toast. */
async function back(url: URL, toast: { type: 'success' | 'error'; key: string }, groupId?: number) {
  const next = new URL(url);
  // Whatever the outcome, the group's edit dialog the form was in is closed.
  next.searchParams.delete(EDIT_GROUP_PARAM);
  if (groupId) next.searchParams.set('group', String(groupId));
  if (groupId === 0) next.searchParams.delete('group');
  return redirectWithToast(next.pathname + next.search, { ...toast, key: `profiles:${toast.key}` });
}

/**
 * Every form of the group screen, told apart by `intent`. Group forms answer with their field errors
 * (status 400); the other intents answer with a redirect and a toast, so they also work as fetchers.
 */
export async function handleGroupAction(userId: number, request: Request, form: FormData) {
  const url = new URL(request.url);
  const intent = form.get('intent');

  if (intent === 'view') {
    const submission = parseSubmission(form, { schema: viewSchema });
    if (submission.status === 'success') await setProfileView(userId, submission.value.view);
    return redirect(url.pathname + url.search);
  }

  if (intent === 'create-group' || intent === 'edit-group') {
    const submission = parseSubmission(form, { schema: groupSchema });
    const ref = parseSubmission(form, { schema: groupRefSchema });
    const editedId = intent === 'edit-group' && ref.status === 'success' ? ref.value.groupId : undefined;
    if (submission.status !== 'success') {
      // The edit form of which group answers with the error (several groups' forms are on the page).
      return data({ ...submission.reply(), form: intent, groupId: editedId }, { status: 400 });
    }
    if (intent === 'create-group') {
      const group = await createGroup(userId, submission.value);
      return back(url, { type: 'success', key: 'toast.groupCreated' }, group.id);
    }
    const group = editedId ? await updateGroup(userId, editedId, submission.value) : null;
    if (!group) return back(url, { type: 'error', key: TOASTS['group-not-found'] });
    return back(url, { type: 'success', key: 'toast.saved' }, group.id);
  }

  const submission = parseSubmission(form, { schema: profileActionSchema });
  if (submission.status !== 'success') {
    const selectGroup = Object.values(submission.error ?? {}).some((m) => m?.includes('toast.selectGroup'));
    return back(url, { type: 'error', key: selectGroup ? 'toast.selectGroup' : 'toast.invalidRequest' });
  }
  const input = submission.value;
  try {
    switch (input.intent) {
      case 'favorite':
        await setFavorite(userId, input.profileId, input.on === 'true');
        return back(url, {
          type: 'success',
          key: input.on === 'true' ? 'toast.favoriteAdded' : 'toast.favoriteRemoved',
        });
      case 'move':
        // Moving activates the group it went to (spec: drag onto a group card).
        return back(
          url,
          { type: 'success', key: 'toast.moved' },
          (await moveProfile(userId, input.profileId, input.groupId)).id,
        );
      case 'copy': {
        const t = await getFixedT(request, 'profiles');
        await copyProfile(userId, input.profileId, input.groupId, (name) => t('card.copyName', { name }));
        return back(url, { type: 'success', key: 'toast.copied' }, input.groupId);
      }
      case 'delete-profile':
        await deleteProfile(userId, input.profileId);
        return back(url, { type: 'success', key: 'toast.profileDeleted' });
      case 'delete-group': {
        if (!(await deleteGroup(userId, input.groupId))) throw new ProfileError('group-not-found');
        const wasActive = url.searchParams.get('group') === String(input.groupId);
        return back(url, { type: 'success', key: 'toast.groupDeleted' }, wasActive ? 0 : undefined);
      }
    }
  } catch (error) {
    if (error instanceof ProfileError) return back(url, { type: 'error', key: TOASTS[error.reason] });
    throw error;
  }
}
