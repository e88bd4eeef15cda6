import { getZodConstraint } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { birthYearRange, signUpSchema } from '~/features/accounts/schemas';
import { signUpAction } from '~/features/accounts/signup-action.server';
import { SignUpForm } from '~/features/accounts/ui/SignUpForm';
import { now } from '~/lib/clock.server';
import { readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';
import { useCheckedForm } from '~/ui/useCheckedForm';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return {
    title: t('signUp.title'),
    years: birthYearRange(now()),
    constraint: getZodConstraint(signUpSchema(now())),
  };
}

export const meta = titleMeta;

/** Send the verification mail, confirm it, or join (one feature call; see signUpAction). */
export async function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(request, context, await readFormData(request));
}

const loadValidation = () => import('~/features/accounts/validation').then((m) => m.validateSignUp);

export default function SignUpPage() {
  const { years, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useCheckedForm(actionData?.result, loadValidation, {
    id: 'signup',
    constraint,
    validateOnBlur: true,
    noValidate: true,
  });
  return <SignUpForm years={years} form={form} actionData={actionData} />;
}
