import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { isEligible } from '~/features/coverletters/credits.server';
import { expireLetters } from '~/features/coverletters/lease.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { askableQuestions, ownQuestions } from '~/features/coverletters/questions.server';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { GenerationPanel } from '~/features/coverletters/ui/GenerationPanel';
import { LetterGroups } from '~/features/coverletters/ui/LetterGroups';
import { PrintButton } from '~/features/coverletters/ui/PrintButton';
import {
  findProfileWithTarget,
  isReadOnly,
  sectionsOf,
  targetName,
} from '~/features/profiles/profiles.server';
import { ResumeView } from '~/features/profiles/ui/ResumeView';
import { ShareBox } from '~/features/agencies/ShareBox';
import { shareStateOf } from '~/features/agencies/sharing.server';
import { formatDate } from '~/lib/format';
import { goodsPath } from '~/features/layout/menu';
import { aiWriterKind } from '~/features/coverletters/writer/index.server';
import { builtinLanguages } from '~/features/coverletters/writer/languages';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['profiles', 'coverletters', 'agencyDashboard'] };
export const meta = titleMeta;

/** The chosen resume: the generation panel, its cover letters by question, and its resume. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const [lng, t] = await Promise.all([getLanguage(request), getFixedT(request, 'profiles')]);
  const title = t('result.title');
  if (!params.get('id')) return { title, profile: null };
  const found = await findProfileWithTarget(viewer.id, parseRowId(params.get('id')));
  if (!found) throw httpError(404);
  const { profile, target } = found;
  const tab = params.get('tab') === 'resume' ? ('resume' as const) : ('coverletter' as const);
  const pages = Object.fromEntries(
    [...params].filter(([k]) => /^p\d+$/.test(k)).map(([k, v]) => [Number(k.slice(1)), Number(v) || 1]),
  );
  const read = () =>
    Promise.all([
      // The bank's questions for the target and the member's own for this resume (theirs alone).
      target ? askableQuestions(viewer.id, profile.id, target, lng) : ownQuestions(viewer.id, profile.id),
      isEligible(viewer.id),
      letterGroups(viewer.id, profile.id, pages),
      shareStateOf(viewer.id, profile.id),
    ]);
  let [questions, eligible, letters, share] = await read();
  // Letters whose writing lease lapsed are failed (and refunded) before the screen shows them; only
  // then is anything written, so a plain view sends no UPDATE.
  if (letters.lapsed) {
    await expireLetters(new Date(), viewer.id);
    [questions, eligible, letters, share] = await read();
  }
  return {
    title,
    tab,
    profile: {
      id: profile.id,
      name: profile.name,
      intro: profile.intro,
      isResume: profile.isResume,
      editable: !isReadOnly(profile),
      sections: sectionsOf(profile),
    },
    target: target ? targetName(target, lng) : null,
    questions,
    eligible,
    goods: tenantPath(context.tenant.domain, goodsPath(viewer.role)),
    writerKind: aiWriterKind(),
    languages:
      aiWriterKind() === 'model'
        ? { langs: ['ko', 'en'] as ('ko' | 'en')[], reason: 'model' as const }
        : builtinLanguages(sectionsOf(profile)),
    groups: letters.groups,
    printMode: letters.printMode,
    printable: letters.printable,
    share: share && {
      ...share,
      comments: share.comments.map((c) => ({ id: c.id, body: c.body, at: formatDate(c.createdAt) })),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handleResultAction({
    userId: viewer.id,
    role: viewer.role,
    domain: context.tenant.domain,
    lng: await getLanguage(request),
    url: new URL(request.url),
    form: await readFormData(request),
  });
}

export default function ProfileResult() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  if (!loaded.profile || !('tab' in loaded))
    return (
      <div className="mx-auto max-w-lg rounded-2xl bg-gray-50 p-6 text-center" data-testid="choose-resume">
        <p>{t('result.chooseResume')}</p>
        <Link to={tenantPath(domain, '/profile/group')} className="btn-primary mt-4">
          {t('tabs.group')}
        </Link>
        <div className="mt-4">
          <PrintButton profileId={null} label={t('coverletters:print.all')} />
        </div>
      </div>
    );
  const { profile, target, tab } = loaded;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section
        className="grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2"
        data-testid="result-summary"
      >
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.resume')}</p>
          <p className="mt-1 font-semibold [overflow-wrap:anywhere]">{profile.name || t('card.untitled')}</p>
          <Link to={tenantPath(domain, '/profile/group')} className="text-sm text-primary-700">
            {t('result.change')}
          </Link>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.position')}</p>
          <p className="mt-1 font-semibold [overflow-wrap:anywhere]" data-testid="result-target">
            {target ?? t('result.noPosition')}
          </p>
          <Link
            to={tenantPath(domain, `/profile/position?id=${profile.id}`)}
            className="text-sm text-primary-700"
          >
            {t('result.change')}
          </Link>
        </div>
      </section>

      {tab === 'coverletter' ? (
        <GenerationPanel
          profileId={profile.id}
          target={target}
          questions={loaded.questions}
          eligible={loaded.eligible}
          goods={loaded.goods}
          writerKind={loaded.writerKind}
          languages={loaded.languages}
          companyQuestions
          editable={loaded.profile.editable}
          saved={new Set(loaded.groups.flatMap((g) => g.items.map((item) => item.id)))}
        />
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200">
        <nav className="flex gap-1" aria-label={t('result.tabs')}>
          {(['coverletter', 'resume'] as const).map((name) => (
            <Link
              key={name}
              to={`?id=${profile.id}${name === 'resume' ? '&tab=resume' : ''}`}
              aria-current={tab === name ? 'page' : undefined}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-primary-600 text-primary-700' : 'border-transparent text-gray-500'}`}
            >
              {t(name === 'resume' ? 'result.resumeTab' : 'result.coverletter')}
            </Link>
          ))}
        </nav>
        <div className="pb-2">
          <PrintButton
            profileId={profile.id}
            tab={tab}
            notReady={
              tab === 'resume'
                ? profile.isResume
                  ? undefined
                  : t('coverletters:print.noResume')
                : loaded.printable
                  ? undefined
                  : t('coverletters:print.noLetters')
            }
            label={t(
              tab === 'resume'
                ? 'coverletters:print.plain'
                : loaded.printMode === 'all'
                  ? 'coverletters:print.all'
                  : 'coverletters:print.selected',
            )}
          />
        </div>
      </div>

      {tab === 'coverletter' ? (
        <LetterGroups groups={loaded.groups} />
      ) : profile.isResume ? (
        <ResumeView name={profile.name} intro={profile.intro} sections={profile.sections} owner />
      ) : (
        <div className="rounded-2xl bg-primary-50 p-6 text-center" data-testid="resume-banner">
          <p className="text-primary-900">{t('coverletters:resume.prompt')}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="profileId" value={profile.id} />
            <SubmitButton intent="generate-resume" className="btn-primary">
              {t('coverletters:resume.generate')}
            </SubmitButton>
          </Form>
        </div>
      )}

      {loaded.share ? <ShareBox profileId={profile.id} state={loaded.share} /> : null}
    </div>
  );
}
