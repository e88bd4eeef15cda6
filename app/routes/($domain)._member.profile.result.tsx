import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { requireViewer } from '~/features/accounts/guards.server';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { resultScreen } from '~/features/coverletters/result-screen.server';
import { ChooseResume, ResultScreen } from '~/features/coverletters/ui/ResultScreen';
import * as Resume from '~/features/profiles/ui/ResumeView';
import * as Share from '~/features/agencies/ShareBox';
import { shareStateOf } from '~/features/agencies/sharing.server';
import { formatDate } from '~/lib/format';
import { parseRowId } from '~/lib/ids';
import { readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

// Not `profiles`: only the resume tab reads it (ResumeView, whose useTranslation('profiles') waits for
// it), so the cover-letter tab, the page members open, does not download it.
export const handle = { i18n: ['coverletters', 'checks'] };

// The institution share box shows only to a member of an institution: the browser loads its code and its
// texts (agencyDashboard) when it is on the page, and until then keeps the server's box (it works
// without JavaScript, a plain form). The server renders it in place.
const ShareBox = import.meta.env.SSR
  ? Share.ShareBox
  : lazy(() => import('~/features/agencies/ShareBox').then((m) => ({ default: m.ShareBox })));
// The resume tab's view likewise: the cover-letter tab, where members land, does not load its code; the
// resume tab's first visit renders it on the server and the browser loads it as it hydrates.
const ResumeView = import.meta.env.SSR
  ? Resume.ResumeView
  : lazy(() => import('~/features/profiles/ui/ResumeView').then((m) => ({ default: m.ResumeView })));
export const meta = titleMeta;

/** The chosen resume: the generation panel, its cover letters by question, and its resume. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const [lng, t] = await Promise.all([getLanguage(request), getFixedT(request, 'coverletters')]);
  const title = t('result.title');
  const profileId = parseRowId(params.get('id'));
  if (!params.get('id')) return { title, profile: null };
  // The share state is read beside the screen (an unknown or foreign resume is a 404 either way).
  const [screen, share] = await Promise.all([
    resultScreen(viewer, context.tenant.domain, params, lng),
    profileId ? shareStateOf(viewer.id, profileId) : null,
  ]);
  return {
    title,
    ...screen,
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
      resume={
        profile.resume ? (
          <Suspense fallback={null}>
            <ResumeView
              name={profile.name}
              intro={profile.resume.intro}
              sections={profile.resume.sections}
              owner
            />
          </Suspense>
        ) : null
      }
      share={
        loaded.share ? (
          <Suspense fallback={null}>
            <ShareBox profileId={profile.id} state={loaded.share} />
          </Suspense>
        ) : null
      }
    />
  );
}
