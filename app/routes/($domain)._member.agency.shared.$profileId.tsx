import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireStaff } from '~/features/agencies/staff-guards.server';
import { requireOwnPath } from '~/features/agencies/own-tenant.server';
import { findActiveUser } from '~/features/accounts/users.server';
import { addComment, sharedWith } from '~/features/agencies/sharing.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { printableSections } from '~/features/profiles/episodes';
import { sectionsOf } from '~/features/profiles/profiles.server';
import { ResumeView } from '~/features/profiles/ui/ResumeView';
import { formatDate } from '~/lib/format';
import { commentSchema } from '~/features/agencies/sharing-schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateComment);

export const handle = { i18n: ['agencyDashboard', 'profiles'] };

/** A resume shared with the viewer's institution now; anything else (never shared, revoked, another's) is 404. */
async function sharedResume(
  request: Request,
  context: LoaderFunctionArgs['context'],
  rawId: string | undefined,
) {
  const account = await requireStaff(request, context);
  requireOwnPath(request, context, account);
  const profileId = parseRowId(rawId);
  const shared = profileId ? await sharedWith(account.agency.id, profileId) : null;
  if (!shared || !profileId) throw httpError(404);
  return { account, shared, profileId };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shared } = await sharedResume(request, context, params.profileId);
  const { profile } = shared;
  const [t, member, letters] = await Promise.all([
    getFixedT(request, 'agencyDashboard'),
    findActiveUser(profile.userId),
    letterGroups(profile.userId, profile.id),
  ]);
  return {
    title: t('view.title'),
    member: member?.name ?? '',
    // The institution reads the resume as printed: only the episodes the member marked for printing.
    profile: { name: profile.name, intro: profile.intro, sections: printableSections(sectionsOf(profile)) },
    letters: letters.groups.map((g) => ({
      question: g.questionName,
      items: g.items.map((l) => ({ id: l.id, content: l.content })),
    })),
    comments: shared.comments.map((c) => ({ id: c.id, body: c.body, at: formatDate(c.createdAt) })),
  };
}

export const meta = titleMeta;

/** A comment for the member (1–1000 characters), on a resume shared with this institution only. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { account, profileId } = await sharedResume(request, context, params.profileId);
  const submission = parseSubmission(await readFormData(request), { schema: commentSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const { body } = submission.value;
  if (!(await addComment(account.agency.id, account.staff.userId, profileId, body))) throw httpError(404);
  return redirectWithToast(tenantPath(context.tenant.domain, `/agency/shared/${profileId}`), {
    type: 'success',
    key: 'agencyDashboard:view.commentSaved',
  });
}

export default function SharedResumePage() {
  const { member, profile, letters, comments } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('agencyDashboard');
  const form = useCheckedForm(lastResult, loadValidation, { noValidate: true });
  const error = form.errors.body?.[0];
  const domain = useDomain();
  return (
    <div className="container-page max-w-3xl space-y-6 py-10">
      <Link to={tenantPath(domain, '/agency/dashboard')} className="text-sm text-primary-700">
        ← {t('view.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{profile.name ?? t('shared.untitled')}</h1>
        <p className="text-sm text-gray-600">{t('view.by', { name: member })}</p>
      </div>
      <section className="rounded-2xl border border-gray-200 p-5" data-testid="shared-resume">
        <ResumeView name={profile.name} intro={profile.intro} sections={profile.sections} />
      </section>
      <section aria-labelledby="shared-letters" className="rounded-2xl border border-gray-200 p-5">
        <h2 id="shared-letters" className="font-semibold">
          {t('view.letters')}
        </h2>
        {letters.length ? (
          letters.map((g) => (
            <div key={g.question} className="mt-4">
              <h3 className="text-sm font-semibold text-gray-800">{g.question}</h3>
              {g.items.map((l) => (
                <p
                  key={l.id}
                  className="mt-2 whitespace-pre-line text-sm leading-relaxed"
                  data-testid="shared-letter"
                >
                  {l.content}
                </p>
              ))}
            </div>
          ))
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t('view.noLetters')}</p>
        )}
      </section>
      <section aria-labelledby="shared-comments" className="rounded-2xl border border-gray-200 p-5">
        <h2 id="shared-comments" className="font-semibold">
          {t('view.comments')}
        </h2>
        {comments.length ? (
          <ul className="mt-2 space-y-2 text-sm" data-testid="comments">
            {comments.map((c) => (
              <li key={c.id} className="rounded-lg bg-gray-50 p-3">
                <p className="whitespace-pre-line">{c.body}</p>
                <p className="mt-1 text-xs text-gray-600">{c.at}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t('view.noComments')}</p>
        )}
        {/* A new, empty form once the comment it sent is listed. */}
        <Form key={comments.length} method="post" {...form.props} className="mt-4 space-y-2">
          <label htmlFor="comment-body" className="block text-sm font-medium">
            {t('view.commentLabel')}
          </label>
          <textarea
            id="comment-body"
            name="body"
            rows={3}
            maxLength={1000}
            required
            defaultValue={form.typed('body')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'comment-error' : undefined}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          />
          {error ? (
            <p id="comment-error" role="alert" className="text-sm text-red-600">
              {t(error)}
            </p>
          ) : null}
          <SubmitButton className="btn-primary">{t('view.commentSubmit')}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
