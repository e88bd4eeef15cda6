import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { useLazyValidation } from '~/ui/useLazyValidation';

const loadValidation = () => import('./validation').then((m) => m.validateNewPassword);

/** New password and confirmation, with the key that allows it: the reset page and change step 2. */
export function NewPasswordForm({
  passKey,
  lastResult,
  submitLabel,
  constraint,
}: {
  passKey: string;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  constraint: Parameters<typeof useForm>[0]['constraint'];
}) {
  const { t } = useTranslation('accounts');
  const validate = useLazyValidation(loadValidation);
  const [form, fields] = useForm({
    lastResult,
    constraint,
    shouldValidate: 'onBlur',
    onValidate: validate,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      <input type="hidden" name="key" value={passKey} />
      <TextField
        field={fields.password}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
      />
      <TextField
        field={fields.passwordConfirm}
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
