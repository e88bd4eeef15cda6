import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { DEFAULT_NAME_COUNT } from '~/features/profiles/constants';
import { findGroup } from '~/features/profiles/groups.server';
import {
  deleteDraft,
  EMPTY_SECTIONS,
  findDraft,
  findProfile,
  isReadOnly,
  ProfileError,
  saveProfile,
  sectionsOf,
} from '~/features/profiles/profiles.server';
import { resumeRefSchema, resumeSchema } from '~/features/profiles/schemas';
import { DraftUnread } from '~/features/profiles/ui/DraftUnread';
import { ResumeEditor } from '~/features/profiles/ui/editor/ResumeEditor';
import { now } from '~/lib/clock.server';
import { parseOrThrow, parseSubmission, readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Alert';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['profiles'] };
export const meta = titleMeta;

async function notFoundGroup(domain: string) {
  return redirectWithToast(tenantPath(domain, '/profile/group'), {
    type: 'error',
    key: 'profiles:toast.groupNotFound',
  });
}

/**
 * The resume editor: an existing resume (?id), a new one in a group (?group), a PDF draft (?draft), or
 * a new one that will get a group of its own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const t = await getFixedT(request, 'profiles');
  const today = now();
  const year = today.getFullYear();
  const common = {
    title: t('editor.pageTitle'),
    years: Array.from({ length: 101 }, (_, i) => year - i),
    constraint: getZodConstraint(resumeSchema(today)),
  };
  if (params.has('id')) {
    const profile = await findProfile(viewer.id, parseRowId(params.get('id')));
    if (!profile) throw httpError(404);
    return {
      ...common,
      target: { profileId: profile.id, groupId: null, draftId: null },
      groupName: profile.groupName,
      readOnly: isReadOnly(profile),
      defaults: { name: profile.name ?? '', ...sectionsOf(profile) },
    };
  }
  if (params.has('draft')) {
    const draft = await findDraft(viewer.id, params.get('draft') ?? '');
    if (!draft) throw httpError(404);
    const group = draft.groupId ? await findGroup(viewer.id, draft.groupId) : null;
    return {
      ...common,
      target: { profileId: null, groupId: group?.id ?? null, draftId: draft.id },
      groupName: group?.name ?? null,
      readOnly: false,
      fromPdf: true,
      unread: draft.unread,
      sources: draft.sources,
      defaults: { name: draft.name ?? '', ...EMPTY_SECTIONS, ...draft.sections },
    };
  }
  const group = params.has('group') ? await findGroup(viewer.id, parseRowId(params.get('group'))) : null;
  if (params.has('group') && !group) throw await notFoundGroup(context.tenant.domain);
  return {
    ...common,
    target: { profileId: null, groupId: group?.id ?? null, draftId: null },
    groupName: group?.name ?? null,
    readOnly: false,
    // A new resume starts with one of the default titles, so Save works at once.
    defaults: {
      name: t(`defaultNames.${Math.floor(Math.random() * DEFAULT_NAME_COUNT)}`),
      ...EMPTY_SECTIONS,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const form = await readFormData(request);
  const submission = parseSubmission(form, { schema: resumeSchema(now()) });
  // Adding or removing an entry (conform's list intents) answers with the updated form, unsaved.
  if (submission.status !== 'success')
    return data(submission.reply(), { status: submission.status === 'error' ? 400 : 200 });
  // An id field that is there but cannot name a row is a resume or group that does not exist.
  const ref = parseOrThrow(form, resumeRefSchema, 404);
  const domain = context.tenant.domain;
  try {
    const saved = await saveProfile(
      viewer.id,
      { profileId: ref.profileId ?? null, groupId: ref.groupId ?? null },
      submission.value,
    );
    if (ref.draftId) await deleteDraft(viewer.id, ref.draftId);
    const next = ref.intent === 'next';
    return redirectWithToast(
      tenantPath(domain, next ? `/profile/position?id=${saved.id}` : `/profile/information?id=${saved.id}`),
      { type: 'success', key: 'profiles:toast.saved' },
    );
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    if (error.reason === 'group-not-found') throw await notFoundGroup(domain);
    if (error.reason === 'not-found') throw httpError(404);
    return data(submission.reply({ formErrors: ['toast.readOnly'] }), { status: 409 });
  }
}

export default function ResumeInformation() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('editor.pageTitle')}</h1>
        <Link to={tenantPath(domain, '/profile/group')} className="text-sm text-primary-700">
          {loaded.groupName ? t('editor.inGroup', { name: loaded.groupName }) : t('editor.newGroup')}
        </Link>
        {loaded.target.profileId ? (
          <a
            href={tenantPath(domain, `/profile/resume.json?id=${loaded.target.profileId}`)}
            download
            className="text-sm text-primary-700"
          >
            {t('editor.exportJson')}
          </a>
        ) : null}
      </div>
      {loaded.readOnly ? (
        <div className="mb-6">
          <Alert tone="info" testId="read-only">
            {t('editor.readOnly')}
          </Alert>
        </div>
      ) : null}
      {'fromPdf' in loaded ? (
        <div className="mb-6">
          <Alert tone="info" testId="from-pdf">
            {t('editor.fromPdf')}
          </Alert>
          <DraftUnread lines={loaded.unread} />
        </div>
      ) : null}
      <ResumeEditor
        key={`${loaded.target.profileId}-${loaded.target.draftId}`}
        defaults={loaded.defaults}
        target={loaded.target}
        readOnly={loaded.readOnly}
        years={loaded.years}
        constraint={loaded.constraint}
        lastResult={lastResult}
        sources={'sources' in loaded ? loaded.sources : undefined}
      />
    </div>
  );
}
