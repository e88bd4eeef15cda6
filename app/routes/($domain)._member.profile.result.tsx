import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requireViewer } from '~/features/accounts/guards.server';
import { findProfile, sectionsOf, targetOf } from '~/features/profiles/profiles.server';
import { ResumeView } from '~/features/profiles/ui/ResumeView';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['profiles'] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The chosen resume and its target, with the cover-letter and resume tabs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const t = await getFixedT(request, 'profiles');
  const title = t('result.title');
  if (!params.get('id')) return { title, profile: null };
  const profile = await findProfile(viewer.id, Number(params.get('id')));
  if (!profile) throw httpError(404);
  return {
    title,
    tab: params.get('tab') === 'resume' ? ('resume' as const) : ('coverletter' as const),
    profile: {
      id: profile.id,
      name: profile.name,
      groupName: profile.groupName,
      sections: sectionsOf(profile),
    },
    target: await targetOf(profile),
  };
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
      </div>
    );
  const { profile, target, tab } = loaded;
  return (
    <div className="mx-auto max-w-5xl">
      <section
        className="grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2"
        data-testid="result-summary"
      >
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.resume')}</p>
          <p className="mt-1 font-semibold">{profile.name || t('card.untitled')}</p>
          <Link to={tenantPath(domain, '/profile/group')} className="text-sm text-primary-700">
            {t('result.change')}
          </Link>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase text-gray-500">{t('result.position')}</p>
          <p className="mt-1 font-semibold" data-testid="result-target">
            {target
              ? target.kind === 'recruit'
                ? `${target.companyName} · ${target.title}`
                : target.companyName
              : t('result.noPosition')}
          </p>
          <Link
            to={tenantPath(domain, `/profile/position?id=${profile.id}`)}
            className="text-sm text-primary-700"
          >
            {t('result.change')}
          </Link>
        </div>
      </section>
      <nav className="mt-6 flex gap-1 border-b border-gray-200" aria-label={t('result.tabs')}>
        {(['coverletter', 'resume'] as const).map((name) => (
          <Link
            key={name}
            to={`?id=${profile.id}${name === 'resume' ? '&tab=resume' : ''}`}
            aria-current={tab === name ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-primary-600 text-primary-700' : 'border-transparent text-gray-500'}`}
          >
            {t(`result.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'coverletter' ? (
        <p
          className="mt-6 rounded-2xl bg-gray-50 p-8 text-center text-gray-600"
          data-testid="no-coverletters"
        >
          {t('result.noCoverletters')}
        </p>
      ) : (
        <ResumeView name={profile.name} sections={profile.sections} />
      )}
    </div>
  );
}
