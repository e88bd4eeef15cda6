// Round thirty-one (ADR 0039): a company named by its trade, with no legal form (company-forms.ts) to say
// so: a Korean word glued to a trade name part (막내이모+코스메틱, 할머니+수산사료, 부산대+물류), an English
// run of capitalised words ending in a capitalised trade noun ("Bristol College Devices", "Three Brothers
// Records", "Godmother Valet Supplies"). A name that reads like a school, a kin word or a place is still
// a company's when its trade ends it, and blind hiring never flags a company's name. The trade part must
// end the Korean word (before its particle) after two to eight syllables; the English trade noun must be
// capitalised after one to five capitalised words, so a school's own department ("College of Engineering")
// or a lower-case "supplies" is no name.
import { FIRM_PART } from './korean-firm-names';
import type { CheckLang } from './types';

// Round thirty-five: goods trades named by their wares (삼촌+의학서적, 외할머니+피혁, 이모+출판).
const KO_WARES = '서적|서점|출판|문고|피혁';
const KO_PART = `(?:${FIRM_PART}|식품|렌터카|렌트카|사료|수산사료|마트|엔터|기획|물류|유통|부동산|여행사|렌탈|음향|사운드|필터|집기|자재|설비자재|오디오|${KO_WARES})`;
const KO_PARTICLE =
  '(?:은|는|이|가|을|를|의|에|에서|에게|와|과|로|으로|도|만|까지|부터|처럼|이나|나|랑|이랑|하고)?';
const KO_NAME = new RegExp(`(?<![가-힣])[가-힣]{2,8}?${KO_PART}(?=${KO_PARTICLE}(?![가-힣]))`, 'g');

const EN_TRADE =
  'Devices|Services|Supplies|Systems|Solutions|Logistics|Records|Works|Hire|Feeds|Merchants|Mobility|' +
  'Components|Motors|Builders|Holdings|Industries|Technologies|Trading|Rentals|Contractors|Distributors|' +
  'Wholesale|Traders|Outfitters|Fittings|Fabrications|Electrics|Shopfitting|Couriers|Haulage|Freight';
const EN_CAP = "(?:[A-Z][\\p{L}\\d&'’.-]*|&)";
const EN_NAME = new RegExp(`(?:${EN_CAP} ){1,5}(?:${EN_TRADE})(?![\\p{L}])`, 'gu');
// Round thirty-seven: English names are head-final, so a school or kin word inside a capitalised run is no
// school's or kin's when the run goes on to a trade head of the usual trade shapes, a plural in -ics or -als
// or a gerund in -ing ("Glasgow Academy Hydraulics", "Second Cousin Engineering", "Bristol Grammar
// Packaging"); "University College London" and "Grammar School" end in no such head.
const EN_INNER =
  'Academy|College|School|Grammar|University|Institute|Polytechnic|Convent|Seminary|High|Prep|' +
  'Mother|Father|Mum|Dad|Sons?|Daughters?|Brothers?|Sisters?|Cousins?|Uncle|Aunt|Auntie|Nan|Gran|' +
  'Grandma|Grandad|Grandpa|Grandmother|Grandfather|Bride|Wife|Husband|Widow|Twins|[A-Z][a-z]+-in-Law';
const EN_SHAPED_HEAD = '[A-Z][a-z]{2,}(?:ics|als)|[A-Z][a-z]{4,}ing';
const EN_INNER_NAME = new RegExp(
  `(?:${EN_CAP} ){0,4}(?:${EN_INNER}) (?:${EN_CAP} ){0,2}(?:${EN_SHAPED_HEAD})(?![\\p{L}])`,
  'gu',
);

/** Spans of company names that end in a trade word in `text` (none for Indonesian: its forms say so). */
export function tradeNameSpans(text: string, lang: CheckLang): [number, number][] {
  const res = lang === 'ko' ? [KO_NAME] : lang === 'en' ? [EN_NAME, EN_INNER_NAME] : [];
  return res.flatMap((re) => [...text.matchAll(re)].map((m): [number, number] => [m.index, m.index + m[0].length]));
}
