// Regions and cities postings are in, named in Korean, English and Indonesian. Ids are stable:
// Korea 1–99, Indonesia 101–199. Order within a country is the order shown in pickers.
type Texts = { ko: string; en: string; id: string };
export type LocationCountry = 'KR' | 'ID';
export type LocationRow = { id: number; country: LocationCountry; name: Texts; sortOrder: number };

const t = (ko: string, en: string, id: string): Texts => ({ ko, en, id });

const KR: [number, Texts][] = [
  [1, t('서울', 'Seoul', 'Seoul')],
  [2, t('경기', 'Gyeonggi', 'Gyeonggi')],
  [3, t('인천', 'Incheon', 'Incheon')],
  [4, t('부산', 'Busan', 'Busan')],
  [5, t('대구', 'Daegu', 'Daegu')],
  [6, t('대전', 'Daejeon', 'Daejeon')],
  [7, t('광주', 'Gwangju', 'Gwangju')],
  [8, t('울산', 'Ulsan', 'Ulsan')],
  [9, t('세종', 'Sejong', 'Sejong')],
  [10, t('강원', 'Gangwon', 'Gangwon')],
  [11, t('충청', 'Chungcheong', 'Chungcheong')],
  [12, t('전라', 'Jeolla', 'Jeolla')],
  [13, t('경상', 'Gyeongsang', 'Gyeongsang')],
  [14, t('제주', 'Jeju', 'Jeju')],
];

const ID: [number, Texts][] = [
  [101, t('자카르타', 'Jakarta', 'Jakarta')],
  [102, t('탕그랑', 'Tangerang', 'Tangerang')],
  [103, t('브카시', 'Bekasi', 'Bekasi')],
  [104, t('반둥', 'Bandung', 'Bandung')],
  [105, t('수라바야', 'Surabaya', 'Surabaya')],
  [106, t('족자카르타', 'Yogyakarta', 'Yogyakarta')],
  [107, t('스마랑', 'Semarang', 'Semarang')],
  [108, t('메단', 'Medan', 'Medan')],
  [109, t('덴파사르', 'Denpasar', 'Denpasar')],
  [110, t('마카사르', 'Makassar', 'Makassar')],
];

export const LOCATIONS: readonly LocationRow[] = [
  ...KR.map(([id, name], i) => ({ id, country: 'KR' as const, name, sortOrder: i })),
  ...ID.map(([id, name], i) => ({ id, country: 'ID' as const, name, sortOrder: i })),
];

/** Spellings of a Korean region that start an address ('서울특별시 …', '경기도 …', '충남 …'). */
const KR_ADDRESS_PREFIXES: Record<number, string[]> = {
  1: ['서울'],
  2: ['경기'],
  3: ['인천'],
  4: ['부산'],
  5: ['대구'],
  6: ['대전'],
  7: ['광주'],
  8: ['울산'],
  9: ['세종'],
  10: ['강원'],
  11: ['충청', '충북', '충남'],
  12: ['전라', '전북', '전남'],
  13: ['경상', '경북', '경남'],
  14: ['제주'],
};

/**
 * The location an address is in, when it can be told: Korean addresses start with the region
 * ('서울 강남구 …'), Indonesian ones end with the city ('Jl. … No. 5, Jakarta Selatan').
 */
export function locationOfAddress(country: LocationCountry, address: string): LocationRow | undefined {
  const text = address.trim().normalize('NFC');
  if (country === 'KR') {
    const first = text.split(/\s+/)[0] ?? '';
    return LOCATIONS.find(
      (l) => l.country === 'KR' && KR_ADDRESS_PREFIXES[l.id]?.some((p) => first.startsWith(p)),
    );
  }
  const city = (text.split(',').pop() ?? '').trim().toLowerCase();
  return LOCATIONS.find((l) => l.country === 'ID' && city.startsWith(l.name.en.toLowerCase()));
}

/**
 * The location of `country` in `list` named by its id ('101') or by its name in any of the three
 * languages, case and surrounding spaces ignored.
 */
export function findLocation<L extends { id: number; country: string; name: Texts }>(
  list: readonly L[],
  country: string,
  value: string | number,
): L | undefined {
  const text = String(value).trim().normalize('NFC');
  const inCountry = list.filter((l) => l.country === country);
  if (/^\d+$/.test(text)) return inCountry.find((l) => l.id === Number(text));
  const wanted = text.toLowerCase();
  return inCountry.find((l) => [l.name.ko, l.name.en, l.name.id].some((n) => n.toLowerCase() === wanted));
}
