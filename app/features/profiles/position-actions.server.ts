import { redirect } from '@remix-run/node';
import { parseSubmission } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath } from '~/lib/root-data';
import { parseRowId } from '~/lib/ids';
import { ProfileError, setTarget } from './profiles.server';
import { positionSchema } from './schemas';

const TOASTS: Partial<Record<ProfileError['reason'], string>> = {
  'position-locked': 'toast.positionLocked',
  'target-not-found': 'toast.targetNotFound',
  'not-found': 'toast.profileNotFound',
};

const toast = (type: 'success' | 'error', key: string) => ({ type, key: `profiles:${key}` });

/**
 * The position screen's forms: Select position attaches the chosen posting or company (with nothing
 * chosen it asks for one),
 * Skip moves on unchanged; both lead to the result screen. The link buttons of a company or posting
 * without a usable address answer with their error toast.
 */
export async function handlePositionAction(
  userId: number,
  domain: string,
  url: URL,
  form: FormData,
  afterTarget?: (profileId: number) => Promise<unknown>,
) {
  const intent = form.get('intent');
  const back = () => url.pathname + url.search;
  if (intent === 'no-homepage' || intent === 'no-recruit-url')
    return redirectWithToast(
      back(),
      toast('error', intent === 'no-homepage' ? 'toast.noHomepage' : 'toast.noRecruitUrl'),
    );

  const submission = parseSubmission(form, { schema: positionSchema });
  if (submission.status !== 'success')
    return redirectWithToast(back(), toast('error', 'toast.invalidRequest'));
  const { profileId, target } = submission.value;
  const result = tenantPath(domain, `/profile/result?id=${profileId}`);
  if (intent === 'skip') return redirect(result);
  // Select with nothing chosen: the spec's 'select company' prompt; the target stays as it was.
  if (!target) return redirectWithToast(back(), toast('error', 'toast.selectCompany'));
  const [kind, id] = target.split(':');
  const targetId = parseRowId(id);
  if (targetId === null) return redirectWithToast(back(), toast('error', 'toast.targetNotFound'));
  try {
    await setTarget(userId, profileId, { kind: kind as 'recruit' | 'company', id: targetId });
    await afterTarget?.(profileId);
    return redirectWithToast(result, toast('success', 'toast.changed'));
  } catch (error) {
    if (error instanceof ProfileError)
      return redirectWithToast(back(), toast('error', TOASTS[error.reason] ?? 'toast.invalidRequest'));
    throw error;
  }
}
