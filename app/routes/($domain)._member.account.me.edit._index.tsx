import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { requireStaff } from '~/features/agencies/staff-guards.server';
import { updateAccount } from '~/features/accounts/account.server';
import { birthYearRange, accountEditSchema } from '~/features/accounts/schemas';
import { refreshAccessCookie } from '~/features/accounts/session.server';
import { findActiveUser } from '~/features/accounts/users.server';
import { now } from '~/lib/clock.server';
import { httpError } from '~/lib/http.server';
import { languageCookie, getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { isStaff } from '~/lib/viewer';
import { redirectWithToast } from '~/lib/toast.server';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { AccountFields } from '~/features/accounts/AccountFields';
import { ReminderMailForm } from '~/features/accounts/ui/ReminderMailForm';
import { updateInstitution, type StaffAccount } from '~/features/agencies/agencies.server';
import { formatBizNo } from '~/features/agencies/bizno';
import { institutionEditSchema } from '~/features/agencies/institution-edit';
import { InstitutionEditForm } from '~/features/agencies/InstitutionEditForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts', 'agencies'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const user = await findActiveUser(viewer.id);
  if (!user) throw httpError(401);
  if (isStaff(viewer)) return institutionEditData(request, await requireStaff(request, context), user);
  const t = await getFixedT(request, 'accounts');
  return {
    institution: null,
    title: t('edit.title'),
    years: birthYearRange(now()),
    email: user.email ?? '',
    joinType: user.joinType,
    reminderMail: user.reminderMail,
    constraint: getZodConstraint(accountEditSchema(now())),
    defaults: {
      name: user.name ?? '',
      country: user.country ?? '',
      countryCode: user.countryCode ?? '',
      phoneNumber: user.phoneNumber ?? '',
      birthYear: user.birth?.slice(0, 4) ?? '',
      birthMonth: user.birth ? String(Number(user.birth.slice(4, 6))) : '',
    },
  };
}

/** An institution edits its own information; login id, business number and domain are shown read-only. */
async function institutionEditData(
  request: Request,
  account: StaffAccount,
  user: NonNullable<Awaited<ReturnType<typeof findActiveUser>>>,
) {
  const t = await getFixedT(request, 'agencies');
  const { agency, staff } = account;
  return {
    title: t('edit.title'),
    institution: {
      values: {
        agencyName: agency.name,
        bossName: agency.bossName,
        country: agency.country,
        zipCode: agency.zipCode,
        address: agency.address,
        subAddress: agency.subAddress,
        managerName: user.name ?? '',
        dept: staff.dept,
        position: staff.position,
        email: staff.email,
        countryCode: user.countryCode ?? '+82',
        phoneNumber: user.phoneNumber ?? '',
      },
      readOnly: { loginId: staff.loginId, bizNo: formatBizNo(agency.bizNo), domain: account.domain },
    },
    years: null,
    email: '',
    joinType: 'AGENCY' as const,
    reminderMail: false,
    constraint: null,
    defaults: null,
  };
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  if (isStaff(viewer)) return institutionEditAction(request, context, viewer.id);
  const submission = parseSubmission(await readFormData(request), { schema: accountEditSchema(now()) });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const user = await updateAccount(viewer.id, submission.value);
  if (!user) throw httpError(401);
  const headers = new Headers();
  headers.append('Set-Cookie', await refreshAccessCookie(request, user));
  headers.append('Set-Cookie', await languageCookie.serialize(user.language));
  return redirectWithToast(
    tenantPath(context.tenant.domain, '/account/me'),
    { type: 'success', key: 'accounts:edit.saved' },
    headers,
  );
}

/** The institution's form: only its own fields are read (login id, business number, domain never change). */
async function institutionEditAction(
  request: Request,
  context: ActionFunctionArgs['context'],
  userId: number,
) {
  const submission = parseSubmission(await readFormData(request), { schema: institutionEditSchema });
  if (submission.status !== 'success') return data({ institution: submission.reply() }, { status: 400 });
  const user = await updateInstitution(userId, submission.value);
  if (!user) throw httpError(404);
  const headers = new Headers();
  headers.append('Set-Cookie', await refreshAccessCookie(request, user));
  headers.append('Set-Cookie', await languageCookie.serialize(user.language));
  return redirectWithToast(
    tenantPath(context.tenant.domain, '/account/me'),
    { type: 'success', key: 'agencies:edit.saved' },
    headers,
  );
}

const loadValidation = () => import('~/features/accounts/validation').then((m) => m.validateAccountEdit);

export default function EditAccountPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('agencies');
  if (loaded.institution)
    return (
      <div className="container-page max-w-lg py-10">
        <h1 className="text-2xl font-bold">{t('edit.title')}</h1>
        <InstitutionEditForm
          values={loaded.institution.values}
          readOnly={loaded.institution.readOnly}
          lastResult={answer && 'institution' in answer ? answer.institution : undefined}
        />
      </div>
    );
  return <PersonalEdit />;
}

function PersonalEdit() {
  const { years, email, joinType, defaults, constraint, reminderMail } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = answer && !('institution' in answer) ? answer : undefined;
  const { t } = useTranslation('accounts');
  const form = useCheckedForm(lastResult, loadValidation, {
    defaultValue: defaults ?? undefined,
    constraint: constraint ?? undefined,
    validateOnBlur: true,
    noValidate: true,
  });
  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-2xl font-bold">{t('edit.title')}</h1>
      <Form method="post" {...form.props} className="mt-6 space-y-5">
        <div>
          <label htmlFor="edit-email" className="block text-sm font-medium">
            {t('fields.email')}
          </label>
          <input
            id="edit-email"
            value={email}
            readOnly
            className="mt-1 block w-full rounded-lg border border-gray-200 bg-gray-50 px-3 py-2.5"
          />
          <p className="mt-1 text-xs text-gray-500">{t(`edit.emailNote.${joinType}`)}</p>
        </div>
        {years ? <AccountFields field={form.field} years={years} /> : null}
        <p className="text-xs text-gray-500">{t('edit.languageNote')}</p>
        <SubmitButton>{t('edit.submit')}</SubmitButton>
      </Form>
      <ReminderMailForm on={reminderMail} />
    </div>
  );
}
