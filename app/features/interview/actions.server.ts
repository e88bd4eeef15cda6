// The interview pages' forms, told apart by `intent`: the buttons (make questions, ready, notes) answer
// with a redirect and a toast, so they work without JavaScript; the practice answer answers its field
// errors (400) or goes to its self-check.
import { data } from '@remix-run/node';
import { parseOrThrow, parseSubmission } from '~/lib/form.server';
import type { Language } from '~/lib/i18n';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { interviewPath } from './paths';
import { changeQuestion, generateInterview, recordAttempt } from './interview.server';
import { interviewActionSchema, practiceSchema } from './schemas';

const toast = (type: 'success' | 'error' | 'info', key: string, values?: Record<string, number>) => ({
  type,
  key: `interview:${key}`,
  values,
});

/** The questions page's buttons: make the questions, mark one ready or not, keep a note. */
export async function handleInterviewAction(
  userId: number,
  domain: string,
  applicationId: number,
  lang: Language,
  form: FormData,
  back = interviewPath(domain, applicationId),
) {
  const value = parseOrThrow(form, interviewActionSchema);
  if (value.intent === 'generate') {
    const made = await generateInterview(userId, applicationId, lang);
    if (!made)
      return redirectWithToast(tenantPath(domain, '/applications'), toast('error', 'toast.notFound'));
    return redirectWithToast(
      back,
      made.added ? toast('success', 'toast.generated', made) : toast('info', 'toast.none'),
    );
  }
  const change =
    value.intent === 'notes' ? { notes: value.notes.trim() } : { ready: value.intent === 'ready' };
  const ok = await changeQuestion(userId, applicationId, value.questionId, change);
  if (!ok) return redirectWithToast(interviewPath(domain, applicationId), toast('error', 'toast.notFound'));
  return redirectWithToast(back, toast('success', `toast.${value.intent}`));
}

/** The practice page: an answer (kept with its time and self-check), or one of the buttons above. */
export async function handlePracticeAction(
  userId: number,
  domain: string,
  applicationId: number,
  questionId: number,
  lang: Language,
  form: FormData,
) {
  const here = interviewPath(domain, applicationId, questionId);
  if (form.get('intent') !== 'answer')
    return handleInterviewAction(userId, domain, applicationId, lang, form, here);
  const submission = parseSubmission(form, { schema: practiceSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const attempt = await recordAttempt(userId, applicationId, questionId, submission.value);
  if (!attempt) return redirectWithToast(here, toast('error', 'toast.expired'));
  return redirectWithToast(`${here}?attempt=${attempt.id}#check`, toast('success', 'toast.saved'));
}
