import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { categoryTree } from '~/features/culture/diagnosis.server';
import { handlePositionAction } from '~/features/profiles/position-actions.server';
import { startApplicationFromResume } from '~/features/applications/index.server';
import {
  companyFilters,
  companyPostings,
  listPostings,
  postingFiltersIn,
  searchCompanies,
  todayIso,
} from '~/features/profiles/positions.server';
import { findProfileWithTarget, targetName } from '~/features/profiles/profiles.server';
import { now } from '~/lib/clock.server';
import { readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { pageOf } from '~/lib/paging';
import { titleMeta } from '~/lib/meta';
import { PositionPicker } from '~/features/profiles/ui/PositionPicker';

export const handle = { i18n: ['profiles', 'culture'] };
export const meta = titleMeta;

/** Postings or companies for the resume's target, a page at a time (one query per list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const [lng, t] = await Promise.all([getLanguage(request), getFixedT(request, 'profiles')]);
  const title = t('position.title');
  if (!params.get('id')) return { title, profile: null } as const;
  const found = await findProfileWithTarget(viewer.id, parseRowId(params.get('id')));
  if (!found) throw httpError(404);
  const { profile, target } = found;
  const page = pageOf(params);
  const tab =
    params.get('tab') === 'company' || (!params.get('tab') && profile.companyId) ? 'company' : 'posting';
  const today = todayIso(now());
  const dialogCompany = parseRowId(params.get('postingsOf'));
  const posting = tab === 'posting' ? await postingFiltersIn(params, lng) : null;
  const [list, dialog] = await Promise.all([
    posting
      ? listPostings(posting.filters, page, lng, today)
      : searchCompanies(companyFilters(params), page, { userId: viewer.id, today, lng }),
    dialogCompany ? companyPostings(dialogCompany, lng, today) : null,
  ]);
  return {
    title,
    profile: { id: profile.id, name: profile.name, locked: profile.isCoverletter },
    tab,
    target: target && {
      kind: target.kind,
      recruitId: target.recruitId,
      companyId: target.companyId,
      name: targetName(target, lng),
    },
    list,
    dialog,
    options: posting
      ? {
          country: posting.filters.country,
          location: posting.filters.locationId,
          locations: posting.regions,
          categories: await categoryTree(lng),
        }
      : null,
  } as const;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return handlePositionAction(
    viewer.id,
    context.tenant.domain,
    new URL(request.url),
    await readFormData(request),
    // Choosing a position starts an application to that company with this resume.
    (profileId) => startApplicationFromResume(viewer.id, profileId),
  );
}

export default function PositionPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('profiles');
  const domain = useDomain();
  if (!loaded.profile)
    return (
      <div className="mx-auto max-w-lg" data-testid="save-first">
        <Alert tone="info">{t('position.saveFirst')}</Alert>
        <Link to={tenantPath(domain, '/profile/information')} className="btn-primary mt-4">
          {t('position.toEditor')}
        </Link>
      </div>
    );
  return <PositionPicker key={loaded.tab} {...loaded} />;
}
