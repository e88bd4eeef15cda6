import { applicantContactOf, type ApplicantContact } from '~/features/accounts/index.server';
import { findProfile, sectionsOf } from '~/features/profiles/index.server';
import { formatDateTime } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { applicationOfProfile } from './application-context.server';
import { printSelection } from './letters.server';

/** The `&app=` a link keeps (a row id only). */
const appQuery = (app: string | null) => {
  const id = parseRowId(app);
  return id === null ? '' : `&app=${id}`;
};

export type PrintJob =
  | {
      kind: 'coverletter';
      title: string;
      groups: { questionName: string; letters: { content: string; stamp: string }[] }[];
    }
  | {
      kind: 'resume';
      /** The resume's own title: the document's title (the saved PDF's name), never its heading. */
      title: string;
      name: string | null;
      /** The heading and the contact line: the account's name, e-mail and phone. */
      applicant: ApplicantContact;
      intro: string | null;
      sections: ReturnType<typeof sectionsOf>;
    };

/** What to print for a resume: its cover letters by the selection rules, or its generated resume. */
export async function printJob(
  userId: number,
  profileId: number | null,
  tab: 'coverletter' | 'resume',
  /** The application chosen on the result screen (`?app=`); absent: the one of the resume's target. */
  applicationId?: number | null,
): Promise<PrintJob | 'not-found' | 'no-resume'> {
  const profile = await findProfile(userId, profileId);
  if (!profile) return 'not-found';
  const title = profile.name ?? '';
  if (tab === 'resume') {
    if (!profile.isResume) return 'no-resume';
    return {
      kind: 'resume',
      title,
      name: profile.name,
      applicant: await applicantContactOf(userId),
      intro: profile.intro,
      sections: sectionsOf(profile),
    };
  }
  // Only the letters of one application (ADR 0038): A's answers never print on B's pages.
  const app = await applicationOfProfile(userId, profile, applicationId);
  if (app === 'not-found') return 'not-found';
  const { groups } = await printSelection(userId, profile.id, app?.id ?? null);
  return {
    kind: 'coverletter',
    title,
    groups: groups.map((g) => ({
      questionName: g.questionName,
      letters: g.letters.map((l) => ({ content: l.content, stamp: formatDateTime(l.createdAt) })),
    })),
  };
}

/**
 * The print job a request asks for (`?id=…&tab=coverletter|resume`), or the response to throw: 404 for
 * another user's or a missing resume; back to the resume tab with 'Please create a resume' when none.
 */
export async function requestedPrintJob(userId: number, domain: string, url: URL): Promise<PrintJob> {
  const id = parseRowId(url.searchParams.get('id'));
  const tab = url.searchParams.get('tab') === 'resume' ? 'resume' : 'coverletter';
  const app = url.searchParams.get('app');
  const job = await printJob(userId, id, tab, app === null ? undefined : (parseRowId(app) ?? 0));
  if (job === 'not-found') throw httpError(404);
  if (job === 'no-resume')
    throw await redirectWithToast(tenantPath(domain, `/profile/result?id=${id}&tab=resume`), {
      type: 'error',
      key: 'coverletters:print.noResume',
    });
  return job;
}

/**
 * The print job for the PDF download: as `requestedPrintJob`, and for a resume with no finished cover
 * letter back to its cover-letter tab with the reason, never a document holding only its title (the
 * print page says "no letters" itself).
 */
export async function requestedPdfJob(userId: number, domain: string, url: URL): Promise<PrintJob> {
  const job = await requestedPrintJob(userId, domain, url);
  if (job.kind === 'coverletter' && !job.groups.length)
    throw await redirectWithToast(
      tenantPath(
        domain,
        `/profile/result?id=${parseRowId(url.searchParams.get('id'))}${appQuery(url.searchParams.get('app'))}`,
      ),
      {
        type: 'error',
        key: 'coverletters:print.noLetters',
      },
    );
  return job;
}
