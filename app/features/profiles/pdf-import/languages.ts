// Language skills: "영어  고급  TOEIC 915점", "English (Advanced) - IELTS 7.5", or a name and level line
// over a detail line ("TOEFL iBT 105").
import type { LanguageSkill } from '../../../../db/schema/profiles';
import { isBlank, labelled, parts, tidy } from './text';
import { LANGUAGE_LEVELS, isLanguageName, key, type LanguageLevel } from './vocabulary';

// prettier-ignore
const LANGUAGE_FIELDS = new Map<string, 'level' | 'detail' | 'name'>([
  ['수준', 'level'], ['레벨', 'level'], ['level', 'level'], ['proficiency', 'level'], ['tingkat', 'level'],
  ['점수', 'detail'], ['시험', 'detail'], ['성적', 'detail'], ['score', 'detail'], ['test', 'detail'],
  ['certificate', 'detail'], ['nilai', 'detail'], ['skor', 'detail'], ['sertifikat', 'detail'],
  ['언어', 'name'], ['language', 'name'], ['bahasa', 'name'],
]);

export function parseLanguages(lines: string[]): LanguageSkill[] {
  const entries: string[][] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      entries.push([]);
      continue;
    }
    const current = entries[entries.length - 1];
    if (!current || current.length === 0 || startsLanguage(line)) entries.push([line]);
    else current.push(line);
  }
  return entries
    .filter((e) => e.length > 0)
    .map(parseEntry)
    .filter((l) => l.languageName);
}

function startsLanguage(line: string): boolean {
  const pieces = parts(line);
  if (pieces.length === 0) return false;
  if (isLanguageName(tokens(pieces[0])[0] ?? '')) return true;
  return pieces.length >= 2 && pieces.some((p) => levelOf(p) !== null);
}

const TOKENS = /\s+[-–—]\s+|\s*[(),:]\s*/;

function parseEntry(lines: string[]): LanguageSkill {
  const skill: LanguageSkill = { languageName: '', languageDetail: '', languageLevel: '' };
  const details: string[] = [];
  for (const piece of lines.flatMap((l) => parts(l))) {
    const pair = labelled(piece, LANGUAGE_FIELDS);
    if (pair?.label === 'name') skill.languageName ||= tidy(pair.value);
    else if (pair?.label === 'level' && !skill.languageLevel) skill.languageLevel = levelIn(pair.value) ?? '';
    else if (pair) details.push(pair.value);
    else if (!skill.languageName) {
      // "English — Fluent (TOEFL 110)", "영어 (고급)": the name, then a level and details.
      const [name, ...more] = tokens(piece);
      skill.languageName = name ?? '';
      takeLevel(skill, more, details);
    } else if (!skill.languageLevel && tokens(piece).some((t) => levelOf(t)))
      takeLevel(skill, tokens(piece), details);
    else details.push(piece);
  }
  skill.languageDetail = details.map(tidy).filter(Boolean).join(', ');
  return skill;
}

const tokens = (piece: string) => piece.split(TOKENS).map(tidy).filter(Boolean);

/** The first level word among the tokens becomes the level; the other tokens are details. */
function takeLevel(skill: LanguageSkill, pieces: string[], details: string[]) {
  for (const t of pieces) {
    const level = skill.languageLevel ? null : levelOf(t);
    if (level) skill.languageLevel = level;
    else details.push(t);
  }
}

/** The level a piece names when the whole piece is a level word ("고급", "Advanced", "Mahir"). */
function levelOf(piece: string): LanguageLevel | null {
  return LANGUAGE_LEVELS.get(key(piece)) ?? null;
}

/** The first level word inside a text ("Advanced (C1)"). */
function levelIn(text: string): LanguageLevel | null {
  return (
    levelOf(text) ??
    text
      .split(/[\s(),/-]+/)
      .map(levelOf)
      .find(Boolean) ??
    null
  );
}
