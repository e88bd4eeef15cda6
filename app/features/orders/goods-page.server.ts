import { activePass } from '~/features/accounts/index.server';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { currencyOfCountry, GOODS_COUNTRIES, type GoodsCountry } from './constants';
import { CommerceError } from './errors';
import { goodsOnSale, memberCurrency } from './goods.server';
import { createOrder } from './orders.server';
import { buySchema } from './schemas';
import { goodsCard } from './view';

function visitorCountry(query: string | null, lng: Language): GoodsCountry {
  if (query && (GOODS_COUNTRIES as readonly string[]).includes(query)) return query as GoodsCountry;
  return lng === 'ko' ? 'KR' : lng === 'id' ? 'ID' : 'EN';
}

/** The individual goods page: a visitor's chosen country, or the member's own country's goods. */
export async function goodsPageData(userId: number | null, countryQuery: string | null, lng: Language) {
  const t = await getFixedT(lng, 'commerce');
  const country = visitorCountry(countryQuery, lng);
  const currency = userId ? await memberCurrency(userId) : currencyOfCountry(country);
  const [items, pass] = await Promise.all([
    goodsOnSale(currency),
    userId ? activePass(userId) : Promise.resolve(null),
  ]);
  return {
    title: t('goods.title'),
    visitor: userId === null,
    country,
    activePass: Boolean(pass),
    items: items.map((g) => goodsCard(g, lng)),
  };
}

export async function agencyGoodsPageData(lng: Language) {
  const t = await getFixedT(lng, 'commerce');
  const items = [...(await goodsOnSale('KRW', true)), ...(await goodsOnSale('USD', true))];
  return { title: t('goods.agencyTitle'), items: items.map((g) => goodsCard(g, lng)) };
}

export type BuyResult =
  { type: 'order'; orderNumber: string } | { type: 'refused'; error: string; status: number; modal: boolean };

/** The purchase button: a product must be chosen; a member with a pass in use gets the modal. */
export async function buyForMember(userId: number, form: FormData): Promise<BuyResult> {
  const submission = parseSubmission(form, { schema: buySchema });
  if (submission.status !== 'success')
    return { type: 'refused', error: 'goods.choose', status: 400, modal: false };
  try {
    const order = await createOrder(userId, submission.value.goodsCode);
    return { type: 'order', orderNumber: order.orderNumber };
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    return {
      type: 'refused',
      error: `errors.${error.key}`,
      status: error.status,
      modal: error.key === 'ticketInUse',
    };
  }
}
