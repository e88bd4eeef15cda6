// The blind-hiring check (issue 36 item 3, ADR 0039): under blind hiring, what a reader could infer the
// applicant's school, hometown, age, gender, family, marital status, appearance or wealth from. Company
// names and the member's own terms are never flagged (the protected spans); the resume's schools always are.
import { BLIND_RULES } from './blind-lists';
import { BLIND_PHRASINGS } from './blind-phrasings';
import { overlaps } from './text';
import type { CheckLang, Finding } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function blindFindings(
  text: string,
  lang: CheckLang,
  /** Protected spans (company names, the member's terms) — schools excepted by the caller. */
  spans: [number, number][],
  schools: string[] = [],
): Finding[] {
  const out: Finding[] = [];
  const taken: [number, number][] = [];
  const add = (a: number, b: number, why: string) => {
    if (overlaps(taken, a, b)) return;
    taken.push([a, b]);
    out.push({
      kind: 'blind',
      severity: 'fix',
      range: [a, b],
      message: `blind.${why}`,
      why: `blind.why.${why}`,
      values: { found: text.slice(a, b) },
    });
  };
  for (const school of [...new Set(schools.map((s) => s.trim()).filter((s) => s.length >= 2))]) {
    const re = new RegExp(escape(school), 'gi');
    for (const m of text.matchAll(re)) {
      const [a, b] = [m.index, m.index + m[0].length];
      // Inside a longer name the member declared (a company: 서울대학교병원, Harvard Bioscience), it is
      // that name, and a declared company is never flagged (round eleven).
      if (spans.some(([s, e]) => s <= a && b <= e && e - s > b - a)) continue;
      add(a, b, 'school');
    }
  }
  // The kept words first, then the phrasings by family (a span one of them took is not flagged twice).
  for (const rule of [...BLIND_RULES[lang], ...BLIND_PHRASINGS[lang]]) {
    rule.re.lastIndex = 0;
    for (const m of text.matchAll(rule.re)) {
      const a = m.index;
      const b = a + m[0].trimEnd().length;
      if (b <= a || overlaps(spans, a, b)) continue;
      add(a, b, rule.why);
    }
  }
  return out.sort((x, y) => x.range[0] - y.range[0]);
}
