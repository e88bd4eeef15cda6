import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireViewer } from '~/features/accounts/guards.server';
import { isEligible } from '~/features/coverletters/credits.server';
import { expireLetters } from '~/features/coverletters/lease.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { askableQuestions, ownQuestions } from '~/features/coverletters/questions.server';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { ChooseResume, ResultScreen } from '~/features/coverletters/ui/ResultScreen';
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
import { tenantPath } from '~/lib/root-data';
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
  if (!loaded.profile || !('tab' in loaded)) return <ChooseResume />;
  const { profile } = loaded;
  return (
    <ResultScreen
      data={loaded}
      resume={<ResumeView name={profile.name} intro={profile.intro} sections={profile.sections} owner />}
      share={loaded.share ? <ShareBox profileId={profile.id} state={loaded.share} /> : null}
    />
  );
}
