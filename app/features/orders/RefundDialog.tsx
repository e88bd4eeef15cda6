import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Dialog } from '~/ui/Dialog';
import { FieldError, fieldAttributes } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm, type FieldState } from '~/ui/useCheckedForm';
import { PAYBACK_BANKS, REFUND_REASONS, REFUND_TEXT_MAX } from './constants';

const loadCardValidation = () => import('./validation').then((m) => m.validateCardRefund);
const loadTransferValidation = () => import('./validation').then((m) => m.validateTransferRefund);

/**
 * The refund-reason dialog. Server-rendered open (reached by ?refund=1), so it works without
 * JavaScript; "other" enables the free text (≤ 500). A bank-transfer order also asks for the account
 * the operator pays it back into. The action's schema checks it, on the page (once loaded) and again
 * on the server.
 */
export function RefundDialog({
  lastResult,
  transfer,
}: {
  lastResult?: SubmissionResult<string[]>;
  transfer: boolean;
}) {
  const { t } = useTranslation('commerce');
  const form = useCheckedForm(lastResult, transfer ? loadTransferValidation : loadCardValidation, {
    noValidate: true,
  });
  const fields = {
    reason: form.field('reason'),
    reasonText: form.field('reasonText'),
    bank: form.field('bank'),
    account: form.field('account'),
    holder: form.field('holder'),
  };
  const initial = form.typed('reason');
  const [reason, setReason] = useState(initial);
  const errorOf = (messages?: string[]) => messages?.map((m) => `commerce:${m}`);
  return (
    <Dialog labelledBy="refund-dialog-title" testId="refund-dialog">
      <Form method="post" {...form.props}>
        <h2 id="refund-dialog-title" className="text-lg font-semibold">
          {t('refund.title')}
        </h2>
        <fieldset className="mt-4 space-y-2" aria-describedby={fields.reason.errorId}>
          <legend className="sr-only">{t('refund.title')}</legend>
          {REFUND_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.reason.name}
                value={value}
                defaultChecked={initial === value}
                onChange={() => setReason(value)}
                required
              />
              {t(`refund.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <FieldError id={fields.reason.errorId} errors={errorOf(fields.reason.errors)} />
        <label className="mt-3 block text-sm">
          {t('refund.otherLabel')}
          <textarea
            {...fieldAttributes(fields.reasonText)}
            maxLength={REFUND_TEXT_MAX}
            rows={3}
            className="input mt-1 w-full"
            // Without JavaScript the box stays enabled; the server asks for it only with "other".
            disabled={reason !== '' && reason !== 'OTHER'}
          />
        </label>
        <FieldError id={fields.reasonText.errorId} errors={errorOf(fields.reasonText.errors)} />
        {transfer ? (
          <fieldset className="mt-4 space-y-3" data-testid="payback-fields">
            <legend className="text-sm font-semibold">{t('refund.paybackLegend')}</legend>
            <p className="text-xs text-gray-600">{t('refund.paybackNote')}</p>
            <label className="block text-sm">
              {t('refund.bank')}
              <select
                {...fieldAttributes(fields.bank)}
                defaultValue={fields.bank.initialValue ?? ''}
                required
                className="input mt-1 w-full"
              >
                <option value="">{t('refund.chooseBank')}</option>
                {PAYBACK_BANKS.map((bank) => (
                  <option key={bank} value={bank}>
                    {t(`banks.${bank}`)}
                  </option>
                ))}
              </select>
            </label>
            <FieldError id={fields.bank.errorId} errors={errorOf(fields.bank.errors)} />
            <PaybackInput
              field={fields.account}
              label={t('refund.account')}
              errors={errorOf(fields.account.errors)}
              maxLength={24}
              numeric
            />
            <PaybackInput
              field={fields.holder}
              label={t('refund.holder')}
              errors={errorOf(fields.holder.errors)}
              maxLength={30}
            />
          </fieldset>
        ) : null}
        <div className="mt-5 flex gap-2">
          <Link to="." className="btn-secondary flex-1" data-dialog-dismiss>
            {t('refund.cancel')}
          </Link>
          <SubmitButton intent="refund" className="btn-primary flex-1">
            {t('refund.submit')}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** A required text box of the payback account, its error under it. */
function PaybackInput({
  field,
  label,
  errors,
  maxLength,
  numeric = false,
}: {
  field: FieldState;
  label: string;
  errors?: string[];
  maxLength: number;
  numeric?: boolean;
}) {
  return (
    <>
      <label className="block text-sm">
        {label}
        <input
          {...fieldAttributes(field)}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          maxLength={maxLength}
          required
          className="input mt-1 w-full"
        />
      </label>
      <FieldError id={field.errorId} errors={errors} />
    </>
  );
}
