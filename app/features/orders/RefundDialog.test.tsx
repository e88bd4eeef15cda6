// @vitest-environment happy-dom
import { Link, useSearchParams } from '@remix-run/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/commerce.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { RefundDialog } from './RefundDialog';

const ORDER = '/main/account/me/ticket/detail/5';

/** The order page as the route draws it: "Request a refund" links to ?refund=1, which shows the dialog. */
function OrderPage({ transfer }: { transfer: boolean }) {
  const [params] = useSearchParams();
  return (
    <main>
      <Link to="?refund=1">{ko.detail.requestRefund}</Link>
      {params.get('refund') === '1' ? <RefundDialog transfer={transfer} /> : null}
    </main>
  );
}

async function openRefund({ transfer }: { transfer: boolean }) {
  const view = await renderRoutes(
    [{ path: ORDER, loader: () => null, Component: () => <OrderPage transfer={transfer} /> }],
    { url: ORDER },
  );
  const opener = await screen.findByRole('link', { name: ko.detail.requestRefund });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: ko.refund.title });
  return { ...view, opener, dialog };
}

describe('RefundDialog', () => {
  it('enables the free-text box only when the reason is "other"', async () => {
    const { user } = await openRefund({ transfer: false });
    const other = screen.getByRole('textbox', { name: ko.refund.otherLabel });

    await user.click(screen.getByRole('radio', { name: ko.refund.reasons.FEE_EXPENSIVE }));
    expect(other).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: ko.refund.reasons.OTHER }));
    expect(other).toHaveProperty('disabled', false);
    await user.type(other, '이사를 가게 되었어요');
    expect(other).toHaveProperty('value', '이사를 가게 되었어요');
    await user.click(screen.getByRole('radio', { name: ko.refund.reasons.SIMPLE_CHANGE_OF_MIND }));
    expect(other).toHaveProperty('disabled', true);
  });

  it('asks for the payback account only for a bank-transfer order', async () => {
    const { dialog } = await openRefund({ transfer: true });
    const payback = within(dialog).getByRole('group', { name: ko.refund.paybackLegend });
    const bank = within(payback).getByRole('combobox', { name: ko.refund.bank });
    expect(within(bank).getByRole('option', { name: ko.banks.KB })).toBeTruthy();
    expect(within(payback).getByRole('textbox', { name: ko.refund.account })).toHaveProperty(
      'required',
      true,
    );
    expect(within(payback).getByRole('textbox', { name: ko.refund.holder })).toHaveProperty('required', true);
  });

  it('does not ask for an account for a card order', async () => {
    const { dialog } = await openRefund({ transfer: false });
    expect(within(dialog).queryByRole('group', { name: ko.refund.paybackLegend })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: ko.refund.bank })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: ko.refund.account })).toBeNull();
  });

  it('takes focus when opened, and Escape cancels it and gives focus back to "Request a refund"', async () => {
    const { user, opener, dialog } = await openRefund({ transfer: false });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
