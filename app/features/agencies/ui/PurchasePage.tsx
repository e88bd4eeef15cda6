import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useOperator } from '~/lib/operator';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import type { CheckedForm } from '~/ui/useCheckedForm';
import { BizNoInput } from '../BizNoInput';
import { formatBizNo } from '../bizno';
import { PAYMENT_METHODS } from '../purchase-methods';
import type { PurchaseOffer } from '../purchase-page.server';

/**
 * An institution's purchase page: look up a purchase code (a GET form), see its offer, and order it by card
 * or bank transfer. Suspended institutions see why they cannot order.
 */
export function PurchasePage({
  code,
  offer,
  notFound,
  suspended,
  defaults,
  form,
}: {
  code: string;
  offer: PurchaseOffer | null;
  notFound: boolean;
  suspended: boolean;
  defaults: { bizNo: string; email: string };
  form: CheckedForm;
}) {
  const { t } = useTranslation('agencyPurchase');
  const operator = useOperator();
  const errors: Record<string, string | undefined> = {
    form: form.errors['']?.[0],
    bizNo: form.errors.bizNo?.[0],
    email: form.errors.email?.[0],
    method: form.errors.method?.[0],
  };
  const value = (name: 'bizNo' | 'email' | 'method') =>
    form.typed(name, name === 'method' ? '' : defaults[name]);
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`agency-${name}-error`} className="mt-1 text-sm text-red-600" role="alert">
        {t(errors[name])}
      </p>
    ) : null;
  return (
    <div className="container-page max-w-2xl space-y-6 py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-sm text-gray-600">{t('intro')}</p>
      </div>
      {suspended ? (
        <Alert testId="agency-suspended">
          <p>{t('suspended', { email: operator?.email ?? '' })}</p>
        </Alert>
      ) : null}

      <Form method="get" className="flex items-end gap-2" data-testid="purchase-code-form">
        <div className="grow">
          <label htmlFor="purchase-code" className="block text-sm font-medium">
            {t('code.label')}
          </label>
          <input
            id="purchase-code"
            name="code"
            defaultValue={code}
            maxLength={40}
            autoCapitalize="characters"
            aria-invalid={notFound || undefined}
            aria-describedby={notFound ? 'purchase-code-error' : undefined}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 uppercase"
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t('code.submit')}
        </button>
      </Form>
      {notFound ? (
        <p
          id="purchase-code-error"
          className="text-sm text-red-600"
          role="alert"
          data-testid="code-not-found"
        >
          {t('code.notFound')}
        </p>
      ) : null}

      {offer ? (
        <section className="rounded-2xl border border-gray-200 p-6" data-testid="code-offer">
          <h2 className="font-semibold">{t('offer.title')}</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-gray-600">{t('offer.goods')}</dt>
            <dd className="font-medium">{offer.goodsName}</dd>
            <dt className="text-gray-600">{t('offer.seats')}</dt>
            <dd>{t('offer.seatsValue', { n: offer.seats })}</dd>
            <dt className="text-gray-600">{t('offer.period')}</dt>
            <dd>{t(`commerce:${offer.duration[0]}`, offer.duration[1])}</dd>
            <dt className="text-gray-600">{t('offer.generations')}</dt>
            <dd>
              {offer.generationLimit === null
                ? t('commerce:goods.unlimited')
                : t('commerce:goods.generations', { n: offer.generationLimit })}
            </dd>
            <dt className="text-gray-600">{t('offer.price')}</dt>
            <dd className="text-lg font-bold" data-testid="offer-price">
              {offer.price}
            </dd>
            <dt className="text-gray-600">{t('offer.validUntil')}</dt>
            <dd>{offer.validTo}</dd>
          </dl>

          <Form
            // A fresh form for each code looked up: the payment method follows its offer's currency.
            key={code}
            method="post"
            {...form.props}
            className="mt-6 space-y-4 border-t border-gray-100 pt-6"
            noValidate
          >
            <h3 className="font-semibold">{t('order.title')}</h3>
            <input type="hidden" name="code" value={code} />
            {errors.form ? (
              <Alert testId="order-error">
                <p>{t(errors.form)}</p>
              </Alert>
            ) : null}
            <BizNoInput
              id="agency-bizNo"
              label={t('order.bizNo')}
              defaultValue={value('bizNo')}
              hint={`${t('order.bizNoHint')} (${formatBizNo(defaults.bizNo)})`}
              error={errors.bizNo ? t(errors.bizNo) : null}
            />
            <div>
              <label htmlFor="agency-email" className="block text-sm font-medium">
                {t('order.email')}
              </label>
              <input
                id="agency-email"
                name="email"
                type="email"
                required
                maxLength={254}
                defaultValue={value('email')}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'agency-email-error' : undefined}
                className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
              />
              {fieldError('email')}
            </div>
            <fieldset>
              <legend className="text-sm font-medium">{t('order.method')}</legend>
              <div className="mt-2 space-y-2">
                {PAYMENT_METHODS.map((m) => (
                  <label key={m} className="flex min-h-6 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="method"
                      value={m}
                      // The offer's currency decides the first choice (card is for KRW only).
                      defaultChecked={(value('method') || (offer.currency === 'KRW' ? 'CARD' : 'SELF')) === m}
                    />
                    {t(m === 'CARD' ? 'order.card' : 'order.self')}
                  </label>
                ))}
              </div>
              <p className="mt-1 text-xs text-gray-500">{t('order.selfHelp')}</p>
              {fieldError('method')}
            </fieldset>
            <SubmitButton intent="order" disabled={suspended}>
              {t('order.submit')}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
