// Round twenty-six (issue 36, ADR 0039): the seventh made-up set, written before the round's rules as a
// GRID — sixteen kinds of trait (school, hometown, birthplace, age said and age implied by a birth year, a
// zodiac, a class year, a service number, an event or a decade; gender said or implied by a role word;
// parents' jobs, schooling and wealth; marriage; children; siblings and birth order; height; weight;
// appearance; disability and health; religion; ethnicity and nationality) × ko, en, id × the shapes a
// sentence takes (subject, topic, possessive, relative clause, apposition, "As a …", a quoted
// self-description, a list, a dated clause), about eight own traits per kind per language; and sixty clean
// sentences per language where the same words describe other people or name a company. None is from a
// planted set. The per-language parts live in blind-seventh-ko.ts, blind-seventh-en.ts, blind-seventh-id.ts.
import { EN_CLEAN_SEVENTH, EN_OWN_SEVENTH } from './blind-seventh-en';
import { ID_CLEAN_SEVENTH, ID_OWN_SEVENTH } from './blind-seventh-id';
import { KO_CLEAN_SEVENTH, KO_OWN_SEVENTH } from './blind-seventh-ko';
import type { GridKindedTrait, GridTrait } from './blind-grid-kinds';
import type { CheckLang } from './types';

const tag = (lang: CheckLang, rows: GridTrait[]): GridKindedTrait[] =>
  rows.map(([t, p, k]) => [t, lang, p, k]);

export const OWN_TRAITS_SEVENTH: GridKindedTrait[] = [
  ...tag('ko', KO_OWN_SEVENTH),
  ...tag('en', EN_OWN_SEVENTH),
  ...tag('id', ID_OWN_SEVENTH),
];

export const OTHERS_CLEAN_SEVENTH: [string, CheckLang][] = [
  ...KO_CLEAN_SEVENTH.map((t): [string, CheckLang] => [t, 'ko']),
  ...EN_CLEAN_SEVENTH.map((t): [string, CheckLang] => [t, 'en']),
  ...ID_CLEAN_SEVENTH.map((t): [string, CheckLang] => [t, 'id']),
];
