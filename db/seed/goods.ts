import { sql } from 'drizzle-orm';
import { goods } from '../schema';
import type { Db } from '../database';

type SeedGoods = typeof goods.$inferInsert;

/** Passes on sale: KRW goods for Korea, USD goods for everyone else. Existing codes are left as edited. */
export const SEED_GOODS: SeedGoods[] = [
  {
    code: 'KR-PASS-1M',
    name: '1개월 이용권',
    description: '한 달 동안 자기소개서를 30회 생성할 수 있어요.',
    nameEn: '1-month pass',
    nameId: 'Paket 1 bulan',
    descriptionEn: 'Write up to 30 cover letters in a month.',
    descriptionId: 'Tulis hingga 30 surat lamaran dalam sebulan.',
    amount: 9_900,
    currency: 'KRW',
    durationUnit: 'MONTH',
    durationValue: 1,
    generationLimit: 30,
    sortOrder: 1,
  },
  {
    code: 'KR-PASS-3M',
    name: '3개월 무제한 이용권',
    description: '세 달 동안 자기소개서를 제한 없이 생성할 수 있어요.',
    nameEn: '3-month unlimited pass',
    nameId: 'Paket tanpa batas 3 bulan',
    descriptionEn: 'Unlimited cover letters for three months.',
    descriptionId: 'Surat lamaran tanpa batas selama tiga bulan.',
    amount: 24_900,
    currency: 'KRW',
    durationUnit: 'MONTH',
    durationValue: 3,
    generationLimit: null,
    bestFlag: true,
    sortOrder: 2,
  },
  {
    code: 'KR-PASS-1Y',
    name: '1년 무제한 이용권',
    description: '1년 동안 자기소개서를 제한 없이 생성할 수 있어요.',
    nameEn: '1-year unlimited pass',
    nameId: 'Paket tanpa batas 1 tahun',
    descriptionEn: 'Unlimited cover letters for a year.',
    descriptionId: 'Surat lamaran tanpa batas selama satu tahun.',
    amount: 79_000,
    currency: 'KRW',
    durationUnit: 'YEAR',
    durationValue: 1,
    generationLimit: null,
    sortOrder: 3,
  },
  {
    code: 'US-PASS-1M',
    name: '1-month pass',
    description: 'Write up to 30 cover letters in a month.',
    nameEn: '1-month pass',
    nameId: 'Paket 1 bulan',
    descriptionEn: 'Write up to 30 cover letters in a month.',
    descriptionId: 'Tulis hingga 30 surat lamaran dalam sebulan.',
    amount: 990,
    currency: 'USD',
    durationUnit: 'MONTH',
    durationValue: 1,
    generationLimit: 30,
    sortOrder: 1,
  },
  {
    code: 'US-PASS-3M',
    name: '3-month unlimited pass',
    description: 'Unlimited cover letters for three months.',
    nameEn: '3-month unlimited pass',
    nameId: 'Paket tanpa batas 3 bulan',
    descriptionEn: 'Unlimited cover letters for three months.',
    descriptionId: 'Surat lamaran tanpa batas selama tiga bulan.',
    amount: 2_490,
    currency: 'USD',
    durationUnit: 'MONTH',
    durationValue: 3,
    generationLimit: null,
    bestFlag: true,
    sortOrder: 2,
  },
  // Institution (group) goods: sold only through a purchase code, which sets the seats and the price;
  // the amount here is the list price per seat shown on the institution goods page.
  {
    code: 'AGENCY-6M',
    name: '기관 6개월 단체 이용권',
    description: '구성원 한 명당 6개월 동안 자기소개서를 제한 없이 생성할 수 있어요.',
    nameEn: 'Institution 6-month group pass',
    nameId: 'Paket grup lembaga 6 bulan',
    descriptionEn: 'Each member writes unlimited cover letters for six months.',
    descriptionId: 'Setiap anggota menulis surat lamaran tanpa batas selama enam bulan.',
    amount: 20_000,
    currency: 'KRW',
    durationUnit: 'MONTH',
    durationValue: 6,
    generationLimit: null,
    agencyFlag: true,
    sortOrder: 1,
  },
  {
    code: 'AGENCY-1Y',
    name: '기관 1년 단체 이용권',
    description: '구성원 한 명당 1년 동안 자기소개서를 제한 없이 생성할 수 있어요.',
    nameEn: 'Institution 1-year group pass',
    nameId: 'Paket grup lembaga 1 tahun',
    descriptionEn: 'Each member writes unlimited cover letters for a year.',
    descriptionId: 'Setiap anggota menulis surat lamaran tanpa batas selama satu tahun.',
    amount: 35_000,
    currency: 'KRW',
    durationUnit: 'YEAR',
    durationValue: 1,
    generationLimit: null,
    agencyFlag: true,
    bestFlag: true,
    sortOrder: 2,
  },
];

/** Seeds the goods once; goods seeded before they had translations get them (an operator's text is kept). */
export async function seedGoods(db: Db) {
  const keep = (column: string) => sql.raw(`coalesce(goods.${column}, excluded.${column})`);
  await db
    .insert(goods)
    .values(SEED_GOODS)
    .onConflictDoUpdate({
      target: goods.code,
      set: {
        nameEn: keep('name_en'),
        nameId: keep('name_id'),
        descriptionEn: keep('description_en'),
        descriptionId: keep('description_id'),
      },
    });
}
