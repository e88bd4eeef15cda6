import { sql } from 'drizzle-orm';
import { goods } from '#db/schema';
import { preparedQuery } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { localized } from './localized';

// Prepared once per database (`preparedQuery`, issue 39): the names as one array parameter.
const names = sql.placeholder('names');
const namedStatement = preparedQuery((d) =>
  d
    .select()
    .from(goods)
    .where(sql`${goods.name} = any(${names}) or ${goods.nameEn} = any(${names}) or ${goods.nameId} = any(${names})`)
    .orderBy(goods.id)
    .prepare('goods_named'),
);

/**
 * Passes and institution periods keep the name their goods had when bought, in the buyer's language then
 * ("기관 6개월 단체 이용권"). Shown to a reader, a name that is one of a goods' names (Korean, English or
 * Indonesian) reads in the reader's language; any other name (an operator's own) stays as written.
 * Answers a function from stored name to shown name.
 */
export async function goodsNamesIn(names: (string | null | undefined)[], lng: Language) {
  const wanted = [...new Set(names.filter((n): n is string => Boolean(n)))];
  const rows = wanted.length ? await namedStatement().execute({ names: wanted }) : [];
  const shown = new Map<string, string>();
  for (const row of rows)
    for (const stored of [row.name, row.nameEn, row.nameId])
      if (stored && wanted.includes(stored) && !shown.has(stored))
        shown.set(stored, localized(row, 'name', lng));
  return (name: string) => shown.get(name) ?? name;
}
