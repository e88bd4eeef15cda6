import { useTranslation } from '~/lib/i18n-react';
import { durationKey, type GoodsCard } from './view';

/**
 * Product cards as radio choices: one purchase button below posts the chosen one. `choose={false}` shows
 * them only (institutions buy through a purchase code).
 */
export function GoodsCards({ items, choose = true }: { items: GoodsCard[]; choose?: boolean }) {
  const { t } = useTranslation('commerce');
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">{t('goods.title')}</legend>
      {items.map((item) => {
        const [key, values] = durationKey(item.durationUnit, item.durationValue);
        return (
          <label
            key={item.code}
            className="relative flex flex-col has-[input]:cursor-pointer gap-2 rounded-2xl border border-gray-200 p-5 has-[:checked]:border-primary-600 has-[:checked]:ring-2 has-[:checked]:ring-primary-200"
            data-testid={`goods-${item.code}`}
          >
            <span className="flex items-center gap-2">
              {choose ? <input type="radio" name="goodsCode" value={item.code} className="size-4" /> : null}
              <span className="text-lg font-semibold">{item.name}</span>
              {item.best ? (
                <span className="rounded-full bg-primary-600 px-2 py-0.5 text-xs font-bold text-white">
                  {t('goods.best')}
                </span>
              ) : null}
            </span>
            <span className="text-sm text-gray-600">{item.description}</span>
            <span className="text-2xl font-bold">{item.price}</span>
            <span className="text-sm text-gray-700">
              {t(key, values)} ·{' '}
              {item.generationLimit === null
                ? t('goods.unlimited')
                : t('goods.generations', { n: item.generationLimit })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
