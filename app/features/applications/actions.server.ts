import { data } from '@remix-run/node';
import { setApplicationsShared } from '~/features/agencies/index.server';
import { handleCheckForm } from '~/features/checks/index.server';
import { parseSubmission } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import {
  createApplication,
  deleteApplication,
  setApplicationStatus,
  updateApplication,
  type ApplicationRefusal,
} from './applications.server';
import { createCalendar, revokeCalendar } from './calendar.server';
import {
  addApplicationQuestion,
  answerQuestion,
  deleteApplicationQuestion,
  editApplicationQuestion,
} from './questions.server';
import {
  answerSchema,
  applicationQuestionSchema,
  applicationRefSchema,
  applicationSchema,
  materialSchema,
  questionRefSchema,
  statusSchema,
} from './schemas';
import { saveMaterial } from './material.server';
import { resumeForWriting } from './writing.server';

const FIELD_OF: Record<Exclude<ApplicationRefusal, 'too-many' | 'not-found'>, string> = {
  'company-not-found': 'companyName',
  'posting-not-found': 'recruitId',
  'resume-not-found': 'profileId',
};

const toast = (type: 'success' | 'error', key: string) => ({ type, key: `applications:${key}` });

/**
 * Every form of the applications pages, told apart by `intent`. Forms a member types in answer with
 * their field errors (status 400); the buttons answer with a redirect and a toast, so they also work
 * as fetchers and without JavaScript.
 */
export async function handleApplicationsAction(
  userId: number,
  domain: string,
  request: Request,
  form: FormData,
) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const detail = (id: number) => tenantPath(domain, `/applications/${id}`);
  const list = tenantPath(domain, '/applications');
  const intent = form.get('intent');

  // The answer form's Check, or a finding's suggestion button (`apply`, no intent of its own; issue 36):
  // its findings come back to the page, as a refused form's errors do.
  if (intent === 'check' || (intent === null && form.has('apply'))) {
    const checked = await handleCheckForm(userId, await getLanguage(request), form);
    if (!checked) throw httpError(404);
    return checked;
  }

  if (intent === 'create' || intent === 'edit') {
    const submission = parseSubmission(form, { schema: applicationSchema });
    if (submission.status !== 'success')
      return data({ ...submission.reply(), form: intent }, { status: 400 });
    const { applicationId, intent: _, ...fields } = submission.value;
    const result =
      intent === 'create'
        ? await createApplication(userId, fields)
        : await updateApplication(userId, applicationId!, fields);
    if (result === 'too-many') return redirectWithToast(back, toast('error', 'toast.tooMany'));
    if (result === 'not-found') return redirectWithToast(list, toast('error', 'toast.notFound'));
    if (typeof result === 'string')
      return data(
        {
          ...submission.reply({ fieldErrors: { [FIELD_OF[result]]: [`validation.${result}`] } }),
          form: intent,
        },
        { status: 400 },
      );
    const id = result === true ? applicationId! : result.id;
    return redirectWithToast(
      detail(id),
      toast('success', intent === 'create' ? 'toast.created' : 'toast.saved'),
    );
  }

  if (intent === 'status') {
    const submission = parseSubmission(form, { schema: statusSchema });
    if (submission.status !== 'success') return redirectWithToast(back, toast('error', 'toast.invalid'));
    const ok = await setApplicationStatus(userId, submission.value.applicationId, submission.value.status);
    return redirectWithToast(
      ok ? back : list,
      ok ? toast('success', 'toast.statusChanged') : toast('error', 'toast.notFound'),
    );
  }

  if (intent === 'delete') {
    const submission = parseSubmission(form, { schema: applicationRefSchema });
    if (submission.status !== 'success') return redirectWithToast(back, toast('error', 'toast.notFound'));
    const ok = await deleteApplication(userId, submission.value.applicationId);
    return redirectWithToast(list, ok ? toast('success', 'toast.deleted') : toast('error', 'toast.notFound'));
  }

  // The whole list, shared with (or withdrawn from) the institution the member holds a seat of; a member
  // without one never sees the toggle, and a crafted post gets the 404 page.
  if (intent === 'share-list' || intent === 'unshare-list') {
    if (!(await setApplicationsShared(userId, intent === 'share-list'))) throw httpError(404);
    return redirectWithToast(
      back,
      toast('success', intent === 'share-list' ? 'toast.listShared' : 'toast.listUnshared'),
    );
  }

  if (intent === 'add-question' || intent === 'edit-question') {
    const submission = parseSubmission(form, { schema: applicationQuestionSchema });
    if (submission.status !== 'success')
      return data({ ...submission.reply(), form: intent }, { status: 400 });
    const { applicationId, questionId, text, maxLength, limitType } = submission.value;
    const fields = { text, maxLength, limitType };
    if (intent === 'add-question') {
      const added = await addApplicationQuestion(userId, applicationId, fields);
      if (added === 'too-many') return redirectWithToast(back, toast('error', 'toast.tooManyQuestions'));
      if (added === 'not-found') return redirectWithToast(list, toast('error', 'toast.notFound'));
      return redirectWithToast(back, toast('success', 'toast.questionAdded'));
    }
    const ok = await editApplicationQuestion(userId, applicationId, questionId!, fields);
    return redirectWithToast(back, ok ? toast('success', 'toast.saved') : toast('error', 'toast.notFound'));
  }

  if (intent === 'delete-question') {
    const submission = parseSubmission(form, { schema: questionRefSchema });
    if (submission.status !== 'success') return redirectWithToast(back, toast('error', 'toast.notFound'));
    const { applicationId, questionId } = submission.value;
    const ok = await deleteApplicationQuestion(userId, applicationId, questionId);
    return redirectWithToast(
      back,
      ok ? toast('success', 'toast.questionDeleted') : toast('error', 'toast.notFound'),
    );
  }

  if (intent === 'answer') {
    const submission = parseSubmission(form, { schema: answerSchema });
    if (submission.status !== 'success')
      return data({ ...submission.reply(), form: intent }, { status: 400 });
    const { applicationId, questionId, content } = submission.value;
    const answered = await answerQuestion(userId, applicationId, questionId, content);
    // The answer comes back in its box with the reason (without JavaScript the page is drawn anew).
    if (answered === 'no-resume')
      return data(
        {
          ...submission.reply({ fieldErrors: { content: ['validation.noResume'] } }),
          form: intent,
        },
        { status: 400 },
      );
    if (answered === 'not-found') return redirectWithToast(back, toast('error', 'toast.notFound'));
    return redirectWithToast(back, toast('success', 'toast.answerSaved'));
  }

  if (intent === 'material') {
    const submission = parseSubmission(form, { schema: materialSchema });
    if (submission.status !== 'success')
      return data({ ...submission.reply(), form: intent }, { status: 400 });
    const { applicationId, intent: _, ...fields } = submission.value;
    const ok = await saveMaterial(userId, applicationId, fields);
    return redirectWithToast(
      ok ? back : list,
      ok ? toast('success', 'toast.materialSaved') : toast('error', 'toast.notFound'),
    );
  }

  if (intent === 'write') {
    const submission = parseSubmission(form, { schema: applicationRefSchema.pick({ applicationId: true }) });
    if (submission.status !== 'success') return redirectWithToast(back, toast('error', 'toast.notFound'));
    const t = await getFixedT(request, 'profiles');
    const ready = await resumeForWriting(userId, submission.value.applicationId, (name) =>
      t('card.copyName', { name }),
    );
    if (typeof ready === 'string') return redirectWithToast(back, toast('error', `toast.${ready}`));
    return redirectWithToast(
      tenantPath(domain, `/profile/result?id=${ready.profileId}&app=${submission.value.applicationId}`),
      toast('success', 'toast.writeHere'),
    );
  }

  if (intent === 'calendar' || intent === 'revoke-calendar') {
    if (intent === 'calendar') await createCalendar(userId);
    else await revokeCalendar(userId);
    return redirectWithToast(
      back,
      toast('success', intent === 'calendar' ? 'toast.calendarMade' : 'toast.calendarRevoked'),
    );
  }

  return redirectWithToast(back, toast('error', 'toast.invalid'));
}
