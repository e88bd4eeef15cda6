// Round twenty-six (issue 36, ADR 0039): the grid families (blind-grid-ko.ts, -en.ts, -id.ts) run in a
// sentence about the writer. Korean drops the subject, so a Korean sentence is the writer's when it has a
// word of theirs (저, 제, 저희, 우리) or names no other person (고객, 환자, 직원 …); an English one when it
// has I, me, my or myself; an Indonesian one when it has saya, aku or -ku; and in every language a line
// that is a field of the résumé (Age: 45, Tempat lahir: …).
import type { BlindWhy } from './blind-lists';
import { GRID_EN } from './blind-grid-en';
import { GRID_EN_MORE } from './blind-grid-en-more';
import { GRID_EN_FRAMES } from './blind-grid-en-frames';
import { GRID_EN_SELF } from './blind-grid-en-self';
import { GRID_ID } from './blind-grid-id';
import { GRID_KO } from './blind-grid-ko';
import { GRID_MORE } from './blind-grid-more';
import { KO_PEOPLE } from './blind-grid-others';
import type { CheckLang } from './types';

const OWN: Record<CheckLang, RegExp> = {
  ko: /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:는|가|의|도|를|에게|와|만)?(?![가-힣])/,
  en: /\b(?:I|I'm|I've|I'd|me|[Mm]y|[Mm]ine|[Mm]yself)\b/,
  id: /\b(?:saya|aku)\b|\w+ku\b/i,
};
const FIELD = /^\s*[A-Za-z가-힣][\w가-힣 ,/]{1,30}\s?:/;
const OTHER_KO = new RegExp(`(?<![가-힣])(?:${KO_PEOPLE})(?!집)`);
const RULES = {
  ko: [...GRID_KO, ...GRID_MORE.ko],
  en: [...GRID_EN, ...GRID_MORE.en, ...GRID_EN_MORE, ...GRID_EN_FRAMES, ...GRID_EN_SELF],
  id: [...GRID_ID, ...GRID_MORE.id],
};

const aboutWriter = (s: string, lang: CheckLang) =>
  OWN[lang].test(s) || FIELD.test(s) || (lang === 'ko' && !OTHER_KO.test(s));

/** The grid families' findings in sentences about the writer, as [start, end, why]. */
export function gridMatches(text: string, lang: CheckLang): [number, number, BlindWhy][] {
  const out: [number, number, BlindWhy][] = [];
  for (const s of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    if (!aboutWriter(s[0], lang)) continue;
    for (const rule of RULES[lang]) {
      rule.re.lastIndex = 0;
      for (const m of s[0].matchAll(rule.re)) {
        const a = s.index + m.index;
        const b = a + m[0].trimEnd().length;
        if (b > a && /\S/.test(m[0])) out.push([a + (m[0].length - m[0].trimStart().length), b, rule.why]);
      }
    }
  }
  return out;
}
