import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { rowIdSchema } from '~/lib/ids';
import { redirectWithToast } from '~/lib/toast.server';
import { createGroup, deleteGroup, setProfileView, updateGroup } from './groups.server';
import { copyProfile, deleteProfile, moveProfile, ProfileError, setFavorite } from './profiles.server';
import { groupSchema, viewSchema } from './schemas';

const id = rowIdSchema();
const groupChoice = rowIdSchema('toast.selectGroup');

const profileIntents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('favorite'), profileId: id, on: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('move'), profileId: id, groupId: groupChoice }),
  z.object({ intent: z.literal('copy'), profileId: id, groupId: groupChoice }),
  z.object({ intent: z.literal('delete-profile'), profileId: id }),
  z.object({ intent: z.literal('delete-group'), groupId: id }),
]);

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
    const parsed = viewSchema.safeParse(Object.fromEntries(form));
    if (parsed.success) await setProfileView(userId, parsed.data.view);
    return redirect(url.pathname + url.search);
  }

  if (intent === 'create-group' || intent === 'edit-group') {
    const submission = parseSubmission(form, { schema: groupSchema });
    if (submission.status !== 'success') {
      // The edit form of which group answers with the error (several groups' forms are on the page).
      const groupId = intent === 'edit-group' ? id.safeParse(form.get('groupId')).data : undefined;
      return data({ ...submission.reply(), form: intent, groupId }, { status: 400 });
    }
    if (intent === 'create-group') {
      const group = await createGroup(userId, submission.value);
      return back(url, { type: 'success', key: 'toast.groupCreated' }, group.id);
    }
    const groupId = id.safeParse(form.get('groupId'));
    const group = groupId.success ? await updateGroup(userId, groupId.data, submission.value) : null;
    if (!group) return back(url, { type: 'error', key: TOASTS['group-not-found'] });
    return back(url, { type: 'success', key: 'toast.saved' }, group.id);
  }

  const parsed = profileIntents.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const selectGroup = parsed.error.issues.some((i) => i.message === 'toast.selectGroup');
    return back(url, { type: 'error', key: selectGroup ? 'toast.selectGroup' : 'toast.invalidRequest' });
  }
  const input = parsed.data;
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
