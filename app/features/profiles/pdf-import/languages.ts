// Language skills: "영어  고급  TOEIC 915점", "English (Advanced) - IELTS 7.5", or a name and level line
// over a detail line ("TOEFL iBT 105").
import type { LanguageSkill } from '#db/schema/profiles';
import { continuesLevel } from './language-wrapped-level';
import { cut, findDates } from './dates';
import { headerColumns, isHeaderRow } from './table';
import { levelFromTests } from './test-levels';
import { cells, isBlank, labelled, parts, tidy } from './text';
import {
  LANGUAGE_LABELS,
  isLanguageName,
  isLanguageTest,
  type LanguageField,
  type LanguageLevel,
} from './vocabulary';
import { isLanguageKindCell, withoutLeadingKindCell } from './language-kind-cell';
import { languageListPieces } from './language-list-brackets';
import { joinTestScores } from './test-score-cells';
import { dotRating, isTakenDate, levelWord, nameThenLevel, skillLevels } from './language-level-phrases';

export function parseLanguages(all: string[]): LanguageSkill[] {
  const header = all.findIndex((l) => isHeaderRow(l));
  const columns = header >= 0 ? (headerColumns(all[header], LANGUAGE_LABELS) ?? []) : null;
  // "회화 | 일본어 | 일상회화 가능": a record's kind in the date column of rows with no header is no language
  // (language-kind-cell.ts); under a header, the kind's column is read by its title.
  const rows = all
    .filter((_, i) => i !== header)
    .map((l) => (columns ? l : withoutLeadingKindCell(l, (t) => isLanguageName(t))));
  const lines = splitLanguages(joinWrapped(rows));
  const entries: string[][] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      entries.push([]);
      continue;
    }
    if (columns && cells(line).length >= 2) {
      entries.push([tableRow(line, columns)], []);
      continue;
    }
    const current = entries[entries.length - 1];
    const opens = startsLanguage(line) && !levelUnderName(current ?? [], line);
    if (!current || current.length === 0 || opens) entries.push([line]);
    else current.push(line);
  }
  return entries
    .filter((e) => e.length > 0)
    .map(parseEntry)
    .filter((l) => l.languageName);
}

/** A line that opens with a parenthesis goes on from the line before ("English" / "(Advanced)"), as does a wrapped level. */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    // "Bahasa Minangkabau — Penutur" over "asli": the level wrapped (language-wrapped-level.ts).
    if (last >= 0 && !isBlank(out[last]) && (/^\s*\(/.test(line) || continuesLevel(out[last], line)))
      out[last] = `${out[last].trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/**
 * "Indonesian (Native); English (Advanced)", "영어 (고급) · 일본어 (초급)": several languages on one
 * line, each piece starting with a language's name, become one line each.
 */
function splitLanguages(lines: string[]): string[] {
  return lines.flatMap((line) => {
    // Cut outside brackets only (language-list-brackets.ts).
    const pieces = languageListPieces(line);
    // Each piece a language's name, or any name with a level in brackets ("Hokkien (Intermediate)"),
    // but never a test with its grade ("영어 · TOEIC Speaking IM3 (중급)": one language).
    const named =
      pieces.length >= 2 &&
      pieces.every((p) => {
        const [name, level] = tokens(p);
        if (!name || isLanguageTest(name)) return false;
        return isLanguageName(name) || (/\(/.test(p) && !!level && levelIn(level) !== null);
      });
    return named ? pieces : [line];
  });
}

/** A row under a header (언어 | 시험명 | 점수 | 수준) as a labelled line; the test and its score stay together. */
function tableRow(line: string, columns: (LanguageField | null)[]): string {
  const row = cells(line);
  const of = (field: LanguageField) =>
    row
      .filter((c, i) => c && columns[i] === field)
      .join(' ')
      .trim();
  // The date a score was taken ("취득일 | 2020.09") is no part of the score.
  // The record's kind ("구분": 공인시험) is no part of the score either (language-kind-cell.ts).
  const other = row.filter((c, i) => c && columns[i] == null && !isDateOnly(c) && !isLanguageKindCell(c));
  return [
    `언어: ${of('name') || other.shift() || ''}`,
    of('level') && `수준: ${of('level')}`,
    [of('detail'), ...other].filter(Boolean).join(' ') &&
      `점수: ${[of('detail'), ...other].filter(Boolean).join(' ')}`,
  ]
    .filter(Boolean)
    .join('\t');
}

const isDateOnly = (cell: string) => {
  const dates = findDates(cell);
  return (dates.length === 1 && tidy(cut(cell, dates[0].index, dates[0].length)) === '') || isTakenDate(cell);
};

function startsLanguage(line: string): boolean {
  const pieces = parts(line);
  if (pieces.length === 0) return false;
  const [name, level] = tokens(pieces[0]);
  if (isLanguageName(name ?? '') || nameThenLevel(name ?? '') || dotRating(line)) return true;
  if (level && levelIn(level) !== null && !isLanguageTest(name ?? '')) return true;
  return pieces.length >= 2 && pieces.some((p) => levelOf(p) !== null);
}

/**
 * A builder's sidebar sets the level under the language's name ("English" over "Fluent · IELTS 7.5"): a
 * line that opens with a level word goes on from a lone name above it that has no level yet.
 */
function levelUnderName(current: string[], line: string): boolean {
  if (current.length !== 1) return false;
  const above = parts(current[0]);
  if (above.length !== 1 || tokens(above[0]).length !== 1 || levelIn(above[0]) !== null) return false;
  const first = parts(line)[0];
  // "English" over "IELTS 7.5 · Advanced": a test first under a language's name goes on from it too.
  return first !== undefined && (levelOf(first) !== null || (isLanguageTest(first) && isLanguageName(above[0])));
}

const TOKENS = /\s+[-–—]\s+|\s*[(),:]\s*/;

function parseEntry(lines: string[]): LanguageSkill {
  // "English ●●●●○": a rating in dots (language-level-phrases.ts).
  const rated = lines.length <= 2 ? dotRating(lines.map((l) => l.trim()).join(' ')) : null;
  if (rated) return { languageName: rated.name, languageDetail: '', languageLevel: rated.level };
  const skill: LanguageSkill = { languageName: '', languageDetail: '', languageLevel: '' };
  const details: string[] = [];
  // "Lisan: Baik, Tulisan: Cukup": a level per skill, the first one the language's (language-level-phrases.ts).
  const perSkill = lines.map(skillLevels);
  skill.languageLevel = perSkill.find(Boolean)?.level ?? '';
  lines = lines.map((l, i) => perSkill[i]?.rest ?? l);
  for (const piece of lines.flatMap((l) => parts(l))) {
    const pair = labelled(piece, LANGUAGE_LABELS);
    if (pair?.label === 'name') skill.languageName ||= tidy(pair.value);
    else if (pair?.label === 'level' && !skill.languageLevel) skill.languageLevel = levelIn(pair.value) ?? '';
    else if (pair) details.push(pair.value);
    else if (!skill.languageName) {
      // "English — Fluent (TOEFL 110)", "영어 (고급)": the name, then a level and details.
      const [name, ...more] = tokens(piece);
      // "영어 TOEIC 870점", "English Advanced": the name, then its test or level after a space.
      const spaced = name?.match(/^(\S+)\s+(\S.*)$/);
      const then = spaced?.[2] ?? '';
      if (
        spaced &&
        !isLanguageName(name) &&
        isLanguageName(spaced[1]) &&
        (isLanguageTest(then.split(/\s+/)[0]) || levelIn(then) !== null)
      ) {
        skill.languageName = spaced[1];
        takeLevel(skill, [then, ...more], details);
        continue;
      }
      skill.languageName = name ?? '';
      takeLevel(skill, more, details);
    } else if (!skill.languageLevel && tokens(piece).some((t) => levelOf(t)))
      takeLevel(skill, tokens(piece), details);
    else details.push(piece);
  }
  // The date a score was taken ("TOEIC 905 (2023.04)", "· 2023.04") is no part of the score.
  skill.languageDetail = joinTestScores(details)
    .map((d) =>
      tidy(
        d.replace(/\s*[(（]([^()（）]*)[)）]\s*$/u, (all, inner: string) => (isDateOnly(inner) ? '' : all)),
      ),
    )
    .filter((d) => d && !isDateOnly(d))
    .join(', ');
  skill.languageLevel ||= levelFromTests(skill.languageDetail) ?? '';
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
  return levelWord(piece);
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
