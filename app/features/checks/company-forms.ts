// A company named by its legal or trade form (round seventeen, ADR 0039): "PT Universitas Cahaya …", "CV
// Anak …", "㈜엄마손", "Mother Goose Ltd" — a name that reads like a school, a hometown phrase or a family
// word is still a company's when its form says so, and blind hiring never flags a company's name. Only the
// form decides, not the words: Indonesian PT, CV, UD, PD, Perum, Koperasi, Toko, Sanggar, Warung, Rumah
// Makan or Tbk with capitalised words; Korean ㈜, (주), 주식회사, 유한회사 before or after a name; English
// capitalised words before Ltd, Limited, Inc, LLC, plc, Corp, GmbH, Co. or Productions.
import type { CheckLang } from './types';

const CAP = "(?:[A-Z][\\p{L}\\d&'’.-]*|\\d+)";
const ID_FORM = new RegExp(
  `\\b(?:PT|CV|UD|PD|Perum|Koperasi|Toko|Sanggar|Warung|Rumah Makan)(?: ${CAP}){1,6}(?: Tbk\\b)?|(?:${CAP} ){1,6}Tbk\\b`,
  'gu',
);
const EN_FORM = new RegExp(
  `(?:${CAP} ){1,6}(?:Ltd|Limited|Inc|LLC|LLP|plc|PLC|Corp|Corporation|GmbH|Co\\.|Productions?)(?![\\p{L}])`,
  'gu',
);
const KO_FORM =
  /(?:㈜|\(주\)|주식회사|유한회사)\s?[가-힣A-Za-z0-9]+|[가-힣A-Za-z0-9]+\s?(?:㈜|\(주\)|주식회사|유한회사)/g;

/** Spans of names that carry a company's legal or trade form in `text`. */
export function companyFormSpans(text: string, lang: CheckLang): [number, number][] {
  const re = lang === 'ko' ? KO_FORM : lang === 'en' ? EN_FORM : ID_FORM;
  re.lastIndex = 0;
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
}
