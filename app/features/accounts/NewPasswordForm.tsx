import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { newPasswordSchema } from './schemas';

/** New password and confirmation, with the key that allows it: the reset page and change step 2. */
export function NewPasswordForm({
  passKey,
  lastResult,
  submitLabel,
}: {
  passKey: string;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation('accounts');
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(newPasswordSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
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
