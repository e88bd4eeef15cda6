import { data, redirect } from '@remix-run/node';
import type { UserRole } from '#db/schema/enums';
import { parseSubmission } from '~/lib/form.server';
import { parseRowId } from '~/lib/ids';
import { goodsPath } from '~/features/layout';
import { findProfile } from '~/features/profiles/index.server';
import { handleLetterCheckForm } from '~/features/checks/index.server';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { GenerationError, lacksPosition, startGeneration, writeAll } from './generation.server';
import { deactivateLetter, editLetter, setChecked, setGroupSelected } from './letters.server';
import { generateResume, ResumeGenerationError } from './resume.server';
import { addQuestion, deleteQuestion, editQuestion } from './questions.server';
import { answerCoach } from './coach/coach.server';
import { coachView as view } from './coach/view';
import {
  coachLimit,
  coachSchema,
  editSchema,
  generateSchema,
  letterActionSchema,
  questionDeleteSchema,
  questionSchema,
  resumeGenerateSchema,
} from './schemas';

export type GenerateFailure = { intent: 'generate'; error: string; next?: 'position' | 'goods' };

/** A refused generation's message (a `coverletters` key) and the screen it leads to. */
const FAILURES: Record<string, GenerateFailure> = {
  'no-position': { intent: 'generate', error: 'generation.noPosition', next: 'position' },
  'payment-required': { intent: 'generate', error: 'generation.paymentRequired', next: 'goods' },
  'bad-language': { intent: 'generate', error: 'generation.langNotOffered' },
};

/** The coach's asks with each field's limit. */
const coachView = (needs: Parameters<typeof view>[0]) => view(needs, coachLimit);

const toast = (type: 'success' | 'error', key: string) => ({ type, key: `coverletters:${key}` });

/**
 * The result screen's forms. `generate` answers a fetcher with the letters to stream (JavaScript), or
 * writes them whole and redirects (a plain form post). The others redirect back with a toast.
 */
export async function handleResultAction(opts: {
  userId: number;
  role: UserRole;
  domain: string;
  lng: Language;
  url: URL;
  form: FormData;
}) {
  const { userId, domain, lng, url, form } = opts;
  const back = (hash = '') => url.pathname + url.search + hash;
  const intent = form.get('intent');

  // The check on a letter (issue 36): its findings come back to the page. The letter's form posts it
  // with its Check button, or with a finding's suggestion button (`apply`, no intent of its own).
  if (intent === 'check-letter' || (intent === null && form.has('apply'))) {
    const checked = await handleLetterCheckForm(userId, lng, form);
    if (!checked) throw httpError(404);
    return checked;
  }

  if (intent === 'generate') {
    const submission = parseSubmission(form, { schema: generateSchema });
    // Spec order: without a position the answer is the way to the position screen, whatever else the
    // form lacks (no questions are offered without one, so "check a question" would lead nowhere).
    const profileId = parseRowId(form.get('profileId'));
    if (profileId !== null && (await lacksPosition(userId, profileId, parseRowId(form.get('applicationId')))))
      return data(
        {
          ...FAILURES['no-position'],
          initialValue: submission.payload,
          goods: tenantPath(domain, goodsPath(opts.role)),
        },
        { status: 400 },
      );
    if (submission.status !== 'success')
      return data({ ...submission.reply(), intent: 'generate' as const }, { status: 400 });
    try {
      const started = await startGeneration(userId, submission.value, lng);
      if (form.get('stream') === 'true') return { intent: 'generate' as const, letters: started.letters };
      const { failures, message } = await writeAll(
        userId,
        started.letters.map((l) => l.id),
        lng,
      );
      // Spec: a failure is a dialog with the error's message (the page shows it, and what was written).
      if (failures) return { intent: 'generate' as const, failed: message ?? 'generation.failed' };
      return redirectWithToast(back(), toast('success', 'generation.done'));
    } catch (error) {
      if (!(error instanceof GenerationError)) throw error;
      // What was sent comes back with any refusal, so the page without JavaScript keeps every choice.
      const sent = { initialValue: submission.payload };
      // Before payment: the coach asks for the parts the chosen questions' plans lack (ADR 0038).
      if (error.reason === 'coach')
        return { intent: 'generate' as const, coach: coachView(error.needs), ...sent };
      // Before payment: the questions this resume cannot answer yet, each with what to add.
      if (error.reason === 'unsupported')
        return data(
          { intent: 'generate' as const, error: 'precheck.title', unsupported: error.unsupported, ...sent },
          { status: 400 },
        );
      return data(
        {
          ...(FAILURES[error.reason] ?? { intent: 'generate', error: 'generation.failed' }),
          ...sent,
          goods: tenantPath(domain, goodsPath(opts.role)),
        },
        { status: error.reason === 'payment-required' ? 402 : 400 },
      );
    }
  }

  if (intent === 'coach') {
    // The coach's answers: saved where they belong, then back to the panel to write (or, with a part
    // left empty, declined before payment naming it).
    const submission = parseSubmission(form, { schema: coachSchema });
    if (submission.status !== 'success')
      return data({ ...submission.reply(), intent: 'generate' as const }, { status: 400 });
    const done = await answerCoach(userId, submission.value, lng);
    const sent = { initialValue: submission.payload };
    if ('refused' in done)
      return data(
        { ...(FAILURES[done.refused.reason] ?? { intent: 'generate', error: 'letters.notFound' }), ...sent },
        { status: 400 },
      );
    if (done.empty.length)
      return data(
        {
          intent: 'generate' as const,
          emptyParts: done.empty.map((n) => n.name),
          coach: coachView(done.needs),
          ...sent,
        },
        { status: 400 },
      );
    return { intent: 'generate' as const, coached: true, ...sent };
  }

  if (intent === 'edit') {
    // The textarea's own limits guard the form; a post around them is refused with the same message.
    const submission = parseSubmission(form, { schema: editSchema });
    if (submission.status !== 'success')
      return redirectWithToast(back(), toast('error', submission.error?.content?.[0] ?? 'letters.notFound'));
    const ok = await editLetter(userId, submission.value.letterId, submission.value.content);
    return redirectWithToast(
      back(),
      toast(ok ? 'success' : 'error', ok ? 'letters.saved' : 'letters.notFound'),
    );
  }

  if (intent === 'add-question' || intent === 'edit-question') {
    // The company's own question: refused input comes back to its form (with what was typed).
    const submission = parseSubmission(form, { schema: questionSchema });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    const { profileId, questionId, text, maxLength, limitType } = submission.value;
    const fields = { text, maxLength, limitType };
    const done =
      submission.value.intent === 'add-question'
        ? await addQuestion(userId, profileId, fields, submission.value.applicationId)
        : (await editQuestion(userId, profileId, questionId ?? 0, fields))
          ? { id: questionId }
          : ('not-found' as const);
    if (done === 'too-many')
      return data(submission.reply({ formErrors: ['questions.tooMany'] }), { status: 400 });
    if (done === 'not-found') return redirectWithToast(back(), toast('error', 'questions.notFound'));
    return redirectWithToast(
      back('#company-questions'),
      toast('success', intent === 'add-question' ? 'questions.added' : 'questions.saved'),
    );
  }

  if (intent === 'delete-question') {
    const submission = parseSubmission(form, { schema: questionDeleteSchema });
    const ok =
      submission.status === 'success' &&
      (await deleteQuestion(userId, submission.value.profileId, submission.value.questionId));
    return redirectWithToast(
      back(ok ? '#company-questions' : ''),
      toast(ok ? 'success' : 'error', ok ? 'questions.deleted' : 'questions.notFound'),
    );
  }

  if (intent === 'generate-resume') {
    const submission = parseSubmission(form, { schema: resumeGenerateSchema });
    if (submission.status !== 'success') return redirectWithToast(back(), toast('error', 'letters.notFound'));
    try {
      const { introLang } = await generateResume(userId, submission.value.profileId, lng);
      // The intro is in the resume's own language when the interface's could not carry its names: say so.
      const done = introLang === lng ? 'resume.generated' : 'resume.generatedInResumeLanguage';
      return redirectWithToast(back(), toast('success', done));
    } catch (error) {
      if (!(error instanceof ResumeGenerationError)) throw error;
      return redirectWithToast(back(), toast('error', `resume.${error.reason}`));
    }
  }

  const submission = parseSubmission(form, { schema: letterActionSchema });
  if (submission.status !== 'success') return redirectWithToast(back(), toast('error', 'letters.notFound'));
  const input = submission.value;
  let ok = false;
  if (input.intent === 'check') ok = await setChecked(userId, input.letterId, input.checked);
  if (input.intent === 'delete') ok = await deactivateLetter(userId, input.letterId);
  if (input.intent === 'select-group') {
    const profile = await findProfile(userId, parseRowId(url.searchParams.get('id')));
    ok = profile ? await setGroupSelected(profile.id, input.questionId, input.selected) : false;
  }
  if (!ok) return redirectWithToast(back(), toast('error', 'letters.notFound'));
  if (input.intent === 'delete') return redirectWithToast(back(), toast('success', 'letters.deleted'));
  return redirect(back());
}
