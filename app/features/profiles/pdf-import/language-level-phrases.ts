// How résumés word a language's level beyond a bare level word: a LinkedIn-style phrase ending in
// "proficiency" ("Professional working proficiency", "Native or bilingual proficiency"), a level with
// "level" or "수준" after it ("Intermediate level", "고급 수준"), a name followed by its CEFR level or test
// ("German B1", "Bahasa Jepang N3"), a rating in dots ("English ●●●●○"), and the day a test was taken
// written with its word ("2020.08 취득", "taken 2021").
import { findDates } from './dates';
import { predicateStems } from './korean-level-predicate';
import { levelAfterSkillWord } from './skill-word-before-level';
import { isLanguageName, isLanguageTest, key, LANGUAGE_LEVELS, type LanguageLevel } from './vocabulary';

const SUFFIX = /\s+(?:proficiency|level|수준|tingkat)$/iu;

/** The level a whole piece names, a "proficiency"/"level" word after it or not. */
export function levelWord(piece: string): LanguageLevel | null {
  const t = piece.trim();
  const level = LANGUAGE_LEVELS.get(key(t)) ?? LANGUAGE_LEVELS.get(key(t.replace(SUFFIX, '')));
  // "유창함", "기초 회화 가능": the level word the predicate is made on (korean-level-predicate.ts).
  return (
    level ??
    predicateStems(t)
      .map((w) => LANGUAGE_LEVELS.get(key(w)))
      .find(Boolean) ??
    // "회화 능통": the level after the skill it is about (skill-word-before-level.ts).
    LANGUAGE_LEVELS.get(key(levelAfterSkillWord(t) ?? '')) ??
    null
  );
}

/** "German B1", "Bahasa Jepang JLPT N3": a language's name (one to three words), then its level or a test. */
export function nameThenLevel(piece: string): boolean {
  const words = piece.trim().split(/\s+/);
  for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
    const rest = words.slice(n).join(' ');
    if (!isLanguageName(words.slice(0, n).join(' '))) continue;
    if (isLanguageTest(rest) || levelWord(rest) !== null || levelWord(words[n]) !== null) return true;
  }
  return false;
}

const DOTS = /^(.*?)[\s\t]*([●○◉◯★☆■□▪▫⬤]{3,10})$/u;
const FILLED = /[●◉★■▪⬤]/gu;

/** "English ●●●●○": the name and the level its filled share says (all: professional, 4/5 advanced, 3/5 intermediate). */
export function dotRating(line: string): { name: string; level: LanguageLevel } | null {
  const match = DOTS.exec(line.trim());
  if (!match || !match[1].trim()) return null;
  const share = (match[2].match(FILLED)?.length ?? 0) / [...match[2]].length;
  const level =
    share >= 1 ? 'professional' : share >= 0.75 ? 'advanced' : share >= 0.5 ? 'intermediate' : 'beginner';
  return { name: match[1].trim(), level };
}

const TAKEN = /\s*(?:취득|응시|취득일|합격|taken|obtained|passed|issued|diperoleh|lulus)\s*/giu;

/** A date alone, or with the word that says it is when the test was taken ("2020.08 취득", "taken 2021"). */
export function isTakenDate(text: string): boolean {
  const bare = text.replace(TAKEN, ' ').trim();
  const dates = findDates(bare);
  if (dates.length !== 1) return false;
  return (bare.slice(0, dates[0].index) + bare.slice(dates[0].index + dates[0].length)).trim() === '';
}

/** A language skill named before its own level ("Lisan: Baik", "Speaking: Fluent", "회화: 상"). */
const SKILL =
  '(?:lisan|tulisan|membaca|menulis|berbicara|mendengarkan|speaking|writing|reading|listening|spoken|written|oral|회화|작문|독해|청취|말하기|쓰기|읽기|듣기)';
const SKILL_LEVEL = new RegExp(`(^|[\\s,;/·(])${SKILL}\\s*[:：]\\s*([^,;/·()]+?)\\s*(?=$|[,;/·)])`, 'giu');

/**
 * "Bahasa Inggris — Lisan: Baik, Tulisan: Cukup", "English (Speaking: Fluent, Writing: Intermediate)": levels
 * per skill. The language's level is the first one named (the spoken one, as résumés list it first); the
 * pairs leave the line. Null when no such pair names a level.
 */
export function skillLevels(line: string): { level: LanguageLevel; rest: string } | null {
  let level: LanguageLevel | null = null;
  const rest = line.replace(SKILL_LEVEL, (all, before: string, value: string) => {
    const named = levelWord(value);
    if (!named) return all;
    level ??= named;
    return before;
  });
  if (!level) return null;
  const tidied = rest
    .replace(/\(\s*[,;/·\s]*\)/g, '')
    .replace(/[\s,;/·—–-]+$/u, '')
    .trim();
  return { level, rest: tidied };
}
