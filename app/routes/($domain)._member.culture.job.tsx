import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { DiagnosisError, industries, roles, startDiagnosis } from '~/features/culture/diagnosis.server';
import { jobChoiceSchema, jobIndustrySchema } from '~/features/culture/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { parseRowId } from '~/lib/ids';
import { getLanguage, getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['culture'] };

/** JOB step: an industry (GET, so it works without JavaScript), then its roles as toggle chips. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  const lng = await getLanguage(request);
  const list = await industries(lng);
  const chosen = parseRowId(new URL(request.url).searchParams.get('industry'));
  const industry = list.find((i) => i.id === chosen) ?? null;
  const roleList = industry ? await roles(industry.id, lng) : [];
  const picked = new Set(new URL(request.url).searchParams.getAll('role').map(Number));
  const t = await getFixedT(lng, 'culture');
  return {
    title: t('job.title'),
    industries: list,
    industryId: industry?.id ?? null,
    roles: roleList,
    // Back from the survey the roles chosen before come along (a new industry starts with none).
    chosenRoles: roleList.filter((r) => picked.has(r.id)).map((r) => r.id),
  };
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const form = await readFormData(request);
  // Refused choices come back as the spec's toast, on the job step as it was (industry kept).
  const refuse = (key: 'job.selectIndustry' | 'job.selectJob', industryId: number | null = null) =>
    redirectWithToast(
      tenantPath(
        context.tenant.domain,
        `/culture/job${industryId === null ? '' : `?industry=${industryId}`}`,
      ),
      { type: 'error', key: `culture:${key}` },
    );
  const industry = parseSubmission(form, { schema: jobIndustrySchema });
  if (industry.status !== 'success') return refuse('job.selectIndustry');
  const { industryId } = industry.value;
  const choice = parseSubmission(form, { schema: jobChoiceSchema });
  if (choice.status !== 'success') return refuse('job.selectJob', industryId);
  const { roleIds } = choice.value;
  try {
    const domain = context.tenant.domain === 'main' ? null : context.tenant.domain;
    const code = await startDiagnosis(viewer.id, { industryId, roleIds, domain });
    return redirect(tenantPath(context.tenant.domain, `/culture/survey/${code}`));
  } catch (error) {
    if (error instanceof DiagnosisError)
      return refuse(error.reason === 'industry' ? 'job.selectIndustry' : 'job.selectJob', industryId);
    throw error;
  }
}

export default function CultureJob() {
  const { industries: list, industryId, roles: roleList, chosenRoles } = useLoaderData<typeof loader>();
  const { t } = useTranslation('culture');
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-2xl font-bold">{t('job.title')}</h1>
      <Form
        method="get"
        className="mt-6 flex items-end gap-2"
        onChange={(e) => submit(e.currentTarget, { replace: true })}
      >
        <div className="flex-1">
          <label htmlFor="industry" className="block text-sm font-medium">
            {t('job.industry')}
          </label>
          <select
            id="industry"
            name="industry"
            defaultValue={industryId ?? ''}
            key={industryId ?? 'none'}
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5"
          >
            <option value="">{t('job.chooseIndustry')}</option>
            {list.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className="btn-secondary">
            {t('job.showRoles')}
          </button>
        )}
      </Form>
      <Form method="post" className="mt-6">
        <input type="hidden" name="industryId" value={industryId ?? ''} />
        {roleList.length ? (
          <fieldset>
            <legend className="text-sm font-medium">{t('job.roles')}</legend>
            <div className="mt-2 flex flex-wrap gap-2" key={industryId}>
              {roleList.map((r) => (
                <label key={r.id} className="cursor-pointer">
                  <input
                    type="checkbox"
                    name="roleIds"
                    value={r.id}
                    defaultChecked={chosenRoles.includes(r.id)}
                    className="peer sr-only"
                  />
                  <span className="inline-block rounded-full border border-gray-300 px-4 py-2 text-sm peer-checked:border-primary-600 peer-checked:bg-primary-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                    {r.name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="mt-8">
          <SubmitButton>{t('job.next')}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
