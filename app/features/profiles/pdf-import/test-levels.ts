// The level a language test's result says, for a language written without a level word
// ("영어 (OPIc IH)", "일본어 — JLPT N2", "TOEIC 915점"): a level the member can still change.
import type { LanguageLevel } from './vocabulary';

type Rule = { test: RegExp; level: (score: string) => LanguageLevel | null };

const byNumber =
  (advanced: number, intermediate: number) =>
  (score: string): LanguageLevel | null => {
    const n = Number(score.replace(',', '.'));
    if (!Number.isFinite(n)) return null;
    return n >= advanced ? 'advanced' : n >= intermediate ? 'intermediate' : 'beginner';
  };

/** OPIc and TOEIC Speaking grades: AL/AM/AH advanced, IH/IM intermediate, IL and novice beginner. */
const speakingGrade = (grade: string): LanguageLevel | null => {
  const g = grade.toUpperCase();
  if (/^A[LMH]$|^LEVEL\s*[78]$/.test(g)) return 'advanced';
  if (/^I[HM]\d?$|^LEVEL\s*[56]$/.test(g)) return 'intermediate';
  if (/^(?:IL|N[HML])$|^LEVEL\s*[1-4]$/.test(g)) return 'beginner';
  return null;
};

/** A CEFR grade as the vocabulary reads it: A1–A2 beginner, B1–B2 intermediate, C1 advanced, C2 professional. */
const cefr = (grade: string): LanguageLevel | null => {
  const g = grade.toUpperCase();
  return g.startsWith('A')
    ? 'beginner'
    : g.startsWith('B')
      ? 'intermediate'
      : g === 'C1'
        ? 'advanced'
        : 'professional';
};

const RULES: Rule[] = [
  // A test graded on the CEFR scale ("Goethe-Zertifikat B1", "DELF B2", "DELE C1", "telc B2").
  {
    test: /\b(?:Goethe(?:-Zertifikat)?|DELF|DALF|DELE|TestDaF|TCF|telc|Cambridge|Linguaskill|Aptis)\s*[:：]?\s*([ABC][12])\b/i,
    level: cefr,
  },
  {
    test: /\b(?:OPIc|TOEIC\s+Speaking)\s*[:：]?\s*(AL|AM|AH|IH|IM\d?|IL|N[HML]|Level\s*\d)\b/i,
    level: speakingGrade,
  },
  { test: /\bTOEIC\s*[:：]?\s*(\d{3})\s*점?/i, level: byNumber(860, 600) },
  { test: /\bTOEFL\s+ITP\s*[:：]?\s*(\d{3})\b/i, level: byNumber(590, 460) },
  {
    test: /\bTOEFL(?:\s+iBT)?\s*[:：]?\s*(\d{2,3})\b(?!\d)/i,
    level: (s) => (Number(s) > 120 ? null : byNumber(100, 60)(s)),
  },
  { test: /\bIELTS\s*[:：]?\s*(\d(?:[.,]\d)?)\b/i, level: byNumber(7, 5) },
  {
    test: /\bJLPT\s*[:：]?\s*N\s*([1-5])\b/i,
    level: (n) => (n <= '2' ? 'advanced' : n === '3' ? 'intermediate' : 'beginner'),
  },
  {
    test: /\bHSK\s*[:：]?\s*([1-6])\s*급?/i,
    level: (n) => (n >= '5' ? 'advanced' : n >= '4' ? 'intermediate' : 'beginner'),
  },
  {
    test: /\bTOPIK\s*(?:I{1,2}\s*,?\s*)?(?:level\s*|레벨\s*)?([1-6])\s*급?/i,
    level: (n) => (n >= '5' ? 'advanced' : n >= '3' ? 'intermediate' : 'beginner'),
  },
];

/** The level the first recognised test result in the text says, or null. */
export function levelFromTests(text: string): LanguageLevel | null {
  for (const rule of RULES) {
    const match = text.match(rule.test);
    const level = match ? rule.level(match[1]) : null;
    if (level) return level;
  }
  return null;
}
