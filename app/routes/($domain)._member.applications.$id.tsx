import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ApplicationDetail } from '~/features/applications/ui/ApplicationDetail';
import { requireViewer } from '~/features/accounts/guards.server';
import { handleApplicationsAction } from '~/features/applications/actions.server';
import { findApplication } from '~/features/applications/applications.server';
import { answersOf } from '~/features/applications/questions.server';
import { chosenLetter } from '~/features/applications/export.server';
import { storiesOf } from '~/features/applications/stories.server';
import { readFormData } from '~/lib/form.server';
import { koreanDayIso } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { companyNameIn } from '~/lib/romanize';
import { parseRowId } from '~/lib/ids';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['applications', 'coverletters', 'checks'] };
export const meta = titleMeta;

/** One application of the member: its fields, status and history, and the company's questions with their answers. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const [app, t, lng] = await Promise.all([
    findApplication(viewer.id, parseRowId(params.id)),
    getFixedT(request, 'applications'),
    getLanguage(request),
  ]);
  // Another member's application, or none: the same 404 either way.
  if (!app) throw httpError(404);
  const { questions, otherLetters } = answersOf(app);
  const stories = await storiesOf(
    viewer.id,
    // The answer each question is sent with: the one the export uses.
    questions.map((q) => ({ questionId: q.id, letter: chosenLetter(q.letters) ?? undefined })),
    otherLetters,
    { profileId: app.profileId, sections: app.resumeStories },
  );
  // A listed Korean company by its English name on English and Indonesian pages; a typed name as typed.
  const companyName = app.companyId
    ? companyNameIn(lng, app.companyName, app.companyNameEn)
    : app.companyName;
  const {
    questions: _asked,
    resumeChoices: resumes,
    resumeStories: _stories,
    letters: _letters,
    ...fields
  } = app;
  return {
    title: t('detailTitle', { company: companyName }),
    app: { ...fields, companyName },
    // What the page shows of each letter (not the checker's findings, which only the one-story check reads).
    questions: questions.map((q) => ({
      ...q,
      letters: q.letters.map(({ id, content, writer, createdAt, counts }) => ({
        id,
        content,
        writer,
        createdAt,
        counts,
      })),
    })),
    stories,
    resumes,
    today: koreanDayIso(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handleApplicationsAction(viewer.id, context.tenant.domain, request, await readFormData(request));
}

export default function ApplicationDetailPage() {
  const { app, questions, stories, resumes, today } = useLoaderData<typeof loader>();
  return (
    <ApplicationDetail app={app} questions={questions} stories={stories} resumes={resumes} today={today} />
  );
}
