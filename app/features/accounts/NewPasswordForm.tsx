import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm, type Constraint, type FormReply } from '~/ui/useCheckedForm';

const loadValidation = () => import('./validation').then((m) => m.validateNewPassword);

/** New password and confirmation, with the key that allows it: the reset page and change step 2. */
export function NewPasswordForm({
  passKey,
  lastResult,
  submitLabel,
  constraint,
}: {
  passKey: string;
  lastResult?: FormReply;
  submitLabel: string;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation('accounts');
  const form = useCheckedForm(lastResult, loadValidation, {
    constraint,
    validateOnBlur: true,
    noValidate: true,
  });
  return (
    <Form method="post" {...form.props} className="mt-6 space-y-4">
      <input type="hidden" name="key" value={passKey} />
      <TextField
        field={form.field('password')}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
      />
      <TextField
        field={form.field('passwordConfirm')}
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
