import type { StaffAccount } from './agencies.server';
import { currentPeriodOf } from './periods.server';
import { goodsNamesIn } from '~/features/orders/index.server';
import { formatDate } from '~/lib/format';
import { getFixedT, getLanguage } from '~/lib/i18n.server';

/** An institution's my page: its name and e-mail, its period in force with remaining days and seats. */
export async function institutionMyPage(request: Request, account: StaffAccount) {
  const [period, t, lng] = await Promise.all([
    currentPeriodOf(account.agency.id),
    getFixedT(request, 'accounts'),
    getLanguage(request),
  ]);
  const nameOf = await goodsNamesIn([period?.name], lng);
  return {
    title: t('me.title'),
    user: {
      name: account.agency.name,
      email: account.staff.email,
      joinType: 'AGENCY' as const,
      role: 'AGENCY' as const,
    },
    pass: null,
    credits: 0,
    coupons: { count: 0, start: null, end: null },
    institution: {
      name: account.agency.name,
      email: account.staff.email,
      domain: account.domain,
      period: period && {
        name: nameOf(period.name),
        start: formatDate(period.startsAt),
        end: formatDate(period.endsAt),
        remainingDays: period.remainingDays,
        used: period.seatsUsed,
        total: period.seatsTotal,
      },
    },
  };
}
