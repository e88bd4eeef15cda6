// Educations: one entry per school, from lines ("School  2016.03 ~ 2020.02" / "Major · 학사 졸업 ·
// 학점 3.8/4.5" / "논문: ...") or from table rows under a header (기간 | 학교 | 전공 | 학위 | 학점).
import { labelsGrade } from './status-cell-grade';
import { withoutClosingHonours } from './latin-honours';
import { thesisToSchoolAbove } from './thesis-row-owner';
import { withoutDegreeBracket } from './major-degree-bracket';
import { titledDegreeMajor } from './titled-degree-major';
import { graduatedYear } from './graduated-year';
import { DEGREE_TITLE_IN } from './degree-title-in';
import { ASSOCIATE_DEGREE, ASSOCIATE_DEGREE_PREFIX } from './associate-degree-letters';
import type { Education } from '#db/schema/profiles';
import { stripContacts } from './contacts';
import { cut, findDates, findPeriod, yearMonth } from './dates';
import { datedEntries, periodLine } from './entries';
import { isHeaderRow } from './table';
import { cells, labelCell, labelled, parts, tidy } from './text';
import {
  EDUCATION_LABELS,
  GRAD_LEVEL_PATTERNS,
  GRADUATED,
  key,
  LEVEL_ONLY_WORDS,
  NOT_GRADUATED,
  SCHOOL_WORDS,
  THESIS_LABELS,
  isCity,
  type EducationLabel,
  type GradLevel,
} from './vocabulary';
import { withoutPlaceCountry } from './place-country';
import { TECHNICAL_DEGREE, TECHNICAL_DEGREE_PREFIX, technicalDegreeLevel } from './technical-degrees';
import { isSchoolCity } from './school-city-cell';
import { withoutCityBracket } from './school-city-bracket';
import { takesMajor } from './school-town-major';
import { degreeBracketMajor } from './degree-bracket-major';
import { commaPieces } from './enumerated-field';
import { DEGREE_INITIALS_BRACKET, PROFESSIONAL_DOCTORATE, degreeThenMajor } from './degree-then-major';
import {
  UNDOTTED_DEGREE,
  UNDOTTED_DEGREE_PREFIX,
  LEADING_HONOURS,
  isLoneYear,
  undottedDegreeLevel,
} from './undotted-degree-letters';
import { shortRowColumns, type RowAnchor } from './short-table-row';
import { withoutMinor } from './degree-minor';
import { isSchoolSummary } from './school-summary';
import { withoutPlaceCells } from './place-cell-column';
import { withoutGluedStatus } from './status-glued-school';

type Draft = Education & { explicitLevel: boolean; status: boolean | null; thesisFor: string };

/**
 * `isAnchor`: what else starts an entry besides a period line (in an event-style 이력, an event left
 * without its pair).
 */
export function parseEducations(lines: string[], isAnchor?: (line: string) => boolean): Education[] {
  const headerAt = lines.findIndex((l) => tableColumns(l) !== null);
  const columns = headerAt >= 0 ? tableColumns(lines[headerAt]) : null;
  // The header row, and a second header row under merged cells ("Masuk | Lulus" under "Tahun").
  const body = lines.filter((l, i) => i !== headerAt && !(headerAt >= 0 && isHeaderRow(l)));
  // "BSc Mathematics, University of Galway, 2013": a degree line dated by its last year (undotted-degree-letters.ts).
  const anchor = (l: string) =>
    !!periodLine(l) || !!isAnchor?.(l) || (isDegree(l) && isLoneYear(l.split(/,/).pop() ?? ''));
  // "School <tab> Town, Region" over "Degree, Major <tab> period": the town is no major (place-cell-column.ts).
  const drafts = withoutPlaceCells(datedEntries(body, anchor), (cell) =>
    GRAD_LEVEL_PATTERNS.some(([, level]) => level.test(cell)) || SCHOOL_WORDS.test(cell),
  ).map((entry) => parseEntry(entry, columns));
  for (const d of drafts) {
    if (!d.thesisFor) continue;
    const owner = drafts.find((o) => o.school && sameName(o.school, d.thesisFor));
    if (owner && owner !== d) {
      owner.thesis = d.thesis;
      d.thesis = '';
    }
  }
  // "학위논문 : …" in a row of its own under the school (thesis-row-owner.ts).
  thesisToSchoolAbove(drafts);
  return drafts.filter((d) => d.school || d.major).map(finish);
}

/** A table header row: three or more cells that name education columns. */
function tableColumns(line: string): (Column | null)[] | null {
  const row = cells(line);
  if (row.length < 3) return null;
  const columns = row.map(
    (c) => labelCell(c, EDUCATION_LABELS) ?? (PLACE_OR_REMARK.has(key(c)) ? 'none' : null),
  );
  return columns.filter((c) => c && c !== 'none').length >= 3 ? columns : null;
}

/** Column titles of a school table whose cells are no field of the school: where it is, a remark. */
const PLACE_OR_REMARK = new Set(
  ['소재지', '지역', '비고', 'Location', 'Lokasi', 'Notes', 'Remarks', 'Catatan'].map(key),
);

/** In a row with an empty cell left out: the school under the school's title, a town last under 소재지's. */
const ROW_ANCHORS: RowAnchor<Column>[] = [
  // A level word alone ("SMA", "고등학교" under 구분) names no school.
  { column: 'school', test: (c) => SCHOOL_WORDS.test(c) && !isLevelOnly(c) },
  { column: 'none', test: isSchoolCity, last: true },
];

/**
 * The columns a row's cells fall under. A start and an end column ("Tahun Masuk | Tahun Lulus",
 * "입학년월 | 졸업년월") whose dates the row reads as one period ("2013 – 2017") are one column for it, so
 * the cells after them (the grade) keep their places.
 */
function rowColumns(columns: (Column | null)[], row: string): (Column | null)[] {
  const pair = columns.findIndex((c, i) => c === 'period' && columns[i + 1] === 'period');
  if (pair < 0 || cells(row).length !== columns.length - 1) return columns;
  return [...columns.slice(0, pair + 1), ...columns.slice(pair + 2)];
}

function parseEntry(lines: string[], columns: (Column | null)[] | null): Draft {
  const d: Draft = {
    gradLevel: '',
    graduated: false,
    school: '',
    major: '',
    gpa: '',
    thesis: '',
    start: '',
    end: '',
    explicitLevel: false,
    status: null,
    thesisFor: '',
  };
  let inThesis = false;
  lines.forEach((line, i) => {
    if (takeThesis(d, line)) {
      inThesis = true;
      return;
    }
    // A thesis title wrapped over lines: plain lines after it continue it.
    if (inThesis && !findPeriod(line) && !gpaOf(line) && !labelled(line, EDUCATION_LABELS)) {
      d.thesis = tidy(`${d.thesis} ${line}`);
      return;
    }
    inThesis = false;
    if (takeLabelled(d, line)) return;
    let text = stripContacts(line).text;
    // "Lulus 2016" under a school card: the year it was finished (graduated-year.ts).
    const finished = !d.start && !d.end ? graduatedYear(text) : null;
    if (finished) {
      d.end = finished;
      d.status ??= true;
      return;
    }
    const tableRow = columns !== null && cells(text).length >= 3;
    const period = findPeriod(text);
    if (period && !d.start && !d.end) {
      d.start = period.start;
      d.end = period.end;
      // In a table row the period's cell stays (empty) so that the columns keep their places.
      text = tableRow
        ? text.slice(0, period.index) + text.slice(period.index + period.length)
        : cut(text, period.index, period.length);
    } else if (!period && !d.start && !d.end && text.length <= 80) {
      const dates = findDates(text).filter((t) => t.month > 0);
      if (dates.length === 1) {
        d.end = yearMonth(dates[0]);
        text = cut(text, dates[0].index, dates[0].length);
      }
    }
    if (tableRow && columns) {
      const row = cells(text);
      const placed = shortRowColumns(rowColumns(columns, text), row, ROW_ANCHORS);
      row.forEach((cell, j) => takeColumn(d, placed[j] ?? null, cell));
    } else educationParts(text).forEach((part, j) => classify(d, part, i === 0 && j === 0));
  });
  return d;
}

/** Pieces of an education line; also split at spaced dashes, and at commas when a degree is named. */
function educationParts(text: string): string[] {
  // "…, magna cum laude": the honours closing a degree are no major (latin-honours.ts).
  return parts(text).flatMap((written) => {
    const raw = withoutClosingHonours(written);
    // "Bachelor of Economics, Accounting": the degree's name, then the major (degree-then-major.ts).
    const named = degreeThenMajor(withoutMinor(raw), (t) => !!gpaOf(t));
    if (named) return named;
    // "Sarjana Ekonomi (S.E.), Akuntansi": a titled degree, then the major (titled-degree-major.ts).
    const titled = titledDegreeMajor(raw);
    if (titled) return titled;
    // "Bachelor of Arts (Psychology)": the title, then the major in its brackets (degree-bracket-major.ts).
    const bracketed = degreeBracketMajor(raw);
    if (bracketed) return bracketed;
    // A figure dash between a level and its field ("SMK ‒ Akomodasi Perhotelan") is such a dash too.
    return raw.split(/\s+[–‒-]\s+/).flatMap((p) => commaPieces(p, isDegree(p)));
  });
}

function takeThesis(d: Draft, line: string): boolean {
  const match = line.match(/^\s*([^:：(\t]{1,20}?)\s*(?:\(([^)]*)\))?\s*[:：]\s*(.+)$/);
  if (!match || !THESIS_LABELS.has(key(match[1]))) return false;
  d.thesis = tidy(match[3]);
  d.thesisFor = match[2]?.trim() ?? '';
  return true;
}

function takeLabelled(d: Draft, line: string): boolean {
  const pair = labelled(line, EDUCATION_LABELS);
  if (!pair) return false;
  takeColumn(d, pair.label, pair.value);
  return true;
}

/** A school table's column: a field, or `none` for one whose cells are no field (소재지, 비고). */
type Column = EducationLabel | 'none';

function takeColumn(d: Draft, column: Column | null, raw: string) {
  const value = tidy(raw);
  // A remark cell's labelled grade ("졸업 · 학점 3.68/4.5" under 비고) is the school's grade; nothing else is.
  if (column === 'none') d.gpa ||= gpaOf(value)?.gpa ?? '';
  if (!value || column === 'none') return;
  switch (column) {
    case 'school':
      d.school ||= withoutCityBracket(value);
      break;
    case 'major':
      // A status alone under 전공 ("졸업"): the row's empty major and grade cells were not printed, and the
      // 비고 column's status moved left into it; it is the status, no major.
      if (isLevelOnly(value) && statusOf(value) !== null) setLevel(d, value, true);
      else d.major ||= withoutDegreeBracket(value);
      break;
    case 'gpa':
      // A cell without a number is no grade: the row has one cell less than its header (an empty grade
      // cell is not printed), and its "졸업" belongs to the column after.
      if (/\d/.test(value)) d.gpa ||= gpaOf(value)?.gpa ?? value;
      else classify(d, value, false);
      break;
    case 'level':
    case 'status': {
      // A "학위 (전공)" cell: "석사 (토목공학)", the level and its major (degree-bracket-major.ts).
      const bracketed = degreeBracketMajor(value);
      // "Lulus, IPK 3,28": a status cell's labelled grade (status-cell-grade.ts).
      if (labelsGrade(value)) d.gpa ||= gpaOf(value)?.gpa ?? '';
      setLevel(d, bracketed?.[0] ?? value, true);
      if (bracketed) d.major ||= bracketed[1];
      break;
    }
    case 'period': {
      const period = findPeriod(value);
      if (period && !d.start) Object.assign(d, { start: period.start, end: period.end });
      break;
    }
    case 'thesis':
      d.thesis ||= value;
      break;
    default:
      classify(d, value, false);
  }
}

function classify(d: Draft, raw: string, leading: boolean) {
  let part = tidy(raw);
  const gpa = gpaOf(part);
  if (gpa) {
    d.gpa ||= gpa.gpa;
    // "(학점 3.9/4.3)": the grade took its closing bracket, the opening one goes with it.
    part = tidy(cut(part, gpa.index, gpa.length).replace(/\s*[([（]\s*$/, ''));
  }
  if (!part) return;
  // "BSc Computer Science, 2014": the year after the degree line's last comma (undotted-degree-letters.ts).
  if (isLoneYear(part) && !d.start && !d.end) {
    d.end = part.trim();
    return;
  }
  if (isLevelOnly(part)) {
    setLevel(d, part, true);
    return;
  }
  // "부산대학교 시각디자인학과 학사": the school, then its major (and degree) in one piece.
  const together = d.school ? null : part.match(SCHOOL_THEN_MAJOR);
  if (together) {
    d.school = together[1];
    d.major ||= majorOnly(d, together[2]);
    return;
  }
  // "College Station, Texas" beside the school: its town, though "College" reads as a school's word.
  if (d.school && !d.major && isSchoolCity(part)) return;
  // A school written with its town and country ("Warsaw University of Technology, Warsaw (Poland)").
  if (SCHOOL_WORDS.test(withoutPlaceCountry(part))) part = withoutPlaceCountry(part);
  // A school written with its town ("Yonsei University, Seoul", "Universitas Indonesia, Depok").
  const town = part.match(/^(.+?),\s*([^,]+)$/);
  if (town && SCHOOL_WORDS.test(town[1]) && (isCity(town[2]) || /^\p{Lu}\p{Ll}+$/u.test(town[2].trim())))
    part = tidy(town[1]);
  // "Yonsei University | Seoul, South Korea": the city beside the school is no major (school-city-cell.ts).
  if (d.school && !d.major && isSchoolCity(part)) return;
  // "숙명여자대학교 대학교(4년)": a portal's kind of school after the name is no part of it (school-summary.ts).
  const kindAfter = part.match(/^(\S+(?:대학교|대학|고등학교|중학교))\s+(\S+\s*[(（]\d[^()（）]{0,8}[)）])$/u);
  if (kindAfter && isSchoolSummary(kindAfter[2])) part = kindAfter[1];
  // "졸업호남보건대학교": the date column's status stuck to the name (status-glued-school.ts).
  part = withoutGluedStatus(part);
  const school = SCHOOL_WORDS.test(part);
  // "서울고등학교 졸업": the status after the school's name is no part of it.
  // A graduate school is part of its university's name ("성균관대학교 대학원", "고려대학교 일반대학원").
  const graduate = school && !d.school ? part.match(/^(\S+(?:대학교|대학)\s+\S*대학원)(?:\s+(.*))?$/u) : null;
  if (graduate) {
    setLevel(d, graduate[1], false);
    part = graduate[1];
    const rest = tidy(graduate[2] ?? '');
    if (rest && isLevelOnly(rest)) setLevel(d, rest, true);
    else if (rest && !d.major) d.major = majorOnly(d, rest);
  } else if (school && !d.school) part = majorOnly(d, part);
  if (!d.school && (school || (leading && !isDegree(part)))) d.school = withoutCityBracket(part);
  // "Universitas Padjadjaran – Sumedang" over "S1 Teknologi Pangan": the town no major (school-town-major.ts).
  else if (takesMajor(d, part, isDegree(part) || MAJOR_PREFIX.test(part)))
    d.major = majorOnly(d, tidy(part.replace(MAJOR_PREFIX, '')));
}

/** "경영학부 학사 졸업" → "경영학부", the level and the status taken from the words after it. */
function majorOnly(d: Draft, text: string): string {
  const words = text.split(/\s+/);
  let end = words.length;
  while (end > 1 && isLevelOnly(words.slice(end - 1).join(' '))) end--;
  if (end === words.length || !isLevelOnly(words.slice(end).join(' '))) return text;
  setLevel(d, words.slice(end).join(' '), true);
  return words.slice(0, end).join(' ');
}

/**
 * A Korean school name (with its graduate school), or a school known by its initials ("KAIST", "UNIST"),
 * followed by a department or major.
 */
const SCHOOL_THEN_MAJOR =
  /^(\S+(?:대학교|대학|고등학교|중학교)(?:\s+\S*대학원)?|[A-Z]{3,8})\s+(\S+(?:학과|학부|전공|과|계열)(?:\s.*)?)$/;
/** "Jurusan IPA", "Major: Economics", "전공 경영학": the word that names a major before it. */
const MAJOR_PREFIX = /^(?:jurusan|program studi|prodi|major(?:\s+in)?|전공)\s*[:：]?\s+/i;

function setLevel(d: Draft, text: string, explicit: boolean) {
  const level = levelOf(text);
  if (level && (explicit || !d.gradLevel)) {
    d.gradLevel = level;
    d.explicitLevel ||= explicit;
  }
  d.status ??= statusOf(text);
}

function finish(d: Draft): Education {
  if (!d.explicitLevel) {
    const fromMajor = splitDegree(d.major);
    if (fromMajor) {
      d.gradLevel = fromMajor.level;
      d.major = fromMajor.major;
    } else d.gradLevel = levelOf(d.school) ?? '';
  }
  const graduated = d.status ?? (d.end ? true : !d.start);
  return {
    gradLevel: d.gradLevel,
    graduated,
    school: d.school,
    major: d.major,
    gpa: d.gpa,
    thesis: d.thesis,
    start: d.start,
    end: d.end,
  };
}

export function levelOf(text: string): GradLevel | null {
  return (
    GRAD_LEVEL_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ??
    technicalDegreeLevel(text) ??
    undottedDegreeLevel(text)
  );
}

/** true graduated, false still studying or left, null when the text does not say. */
export function statusOf(text: string): boolean | null {
  if (NOT_GRADUATED.test(text)) return false;
  if (GRADUATED.test(text)) return true;
  return null;
}

/** A piece that only names a level and/or a status ("학사 졸업", "Master's (in progress)", "S1"). */
function isLevelOnly(text: string): boolean {
  const rest = text
    .replace(new RegExp(NOT_GRADUATED.source, 'gi'), ' ')
    .replace(new RegExp(GRADUATED.source, 'gi'), ' ')
    .replace(LEVEL_ONLY_WORDS, ' ')
    .replace(/[\s()[\],.·:/'’-]+/g, '');
  return rest === '' && (levelOf(text) !== null || statusOf(text) !== null);
}

/** Degree words (not school words): a piece naming one is a degree and major, not a school. */
const DEGREE =
  /학사|석사|박사|\bbachelor|\bmaster|\bdoctor|\bph\.?\s?d\b|\b[bm]\.\s?(?:s|sc|a|eng|f\.\s?a|b\.\s?a)\b|\bmba\b|\bs[123]\b|\bd[34]\b|\bsarjana\b|\bmagister\b|\bdiploma\b/i;

const DEGREE_PREFIX =
  /^(?:(?:bachelor|master|doctor|associate)(?:['’]s)?(?:\s+degree)?(?:\s+of\s+(?:applied science|science|arts|engineering|business administration|fine arts))?|b\.?\s?sc?\.?|b\.?a\.?|b\.?eng\.?|[bm]\.?f\.?a\.?|b\.?b\.?a\.?|m\.?\s?sc?\.?|m\.?a\.?|m\.?eng\.?|mba|ph\.?\s?d\.?|s[123]|d[34]|sarjana|magister|doktor|diploma(?:\s+(?:iii|iv|3|4))?)\s*(?:,|in\b|of\b|-|–)?\s+/i;
const DEGREE_SUFFIX =
  /\s*(?:학사|석사|박사)(?:\s*(?:과정|학위))?$|\s*\((?:b\.?s\.?|m\.?s\.?|ph\.?d\.?|s[123])\)$/i;
const isDegree = (text: string) =>
  DEGREE.test(text) || TECHNICAL_DEGREE.test(text) || UNDOTTED_DEGREE.test(text) || ASSOCIATE_DEGREE.test(text);

/**
 * "B.S. in Computer Science" → university + "Computer Science"; "Sarjana Statistika" → university +
 * "Statistika"; "컴퓨터공학 석사" → grad_school + "컴퓨터공학".
 */
function splitDegree(major: string): { level: GradLevel; major: string } | null {
  for (const pattern of [
    DEGREE_TITLE_IN,
    DEGREE_PREFIX,
    TECHNICAL_DEGREE_PREFIX,
    UNDOTTED_DEGREE_PREFIX,
    ASSOCIATE_DEGREE_PREFIX,
    DEGREE_SUFFIX,
  ]) {
    const match = major.match(pattern);
    if (!match) continue;
    // "Doctor of Audiology (Au.D.)": a profession's doctorate; its initials no major (degree-then-major.ts).
    const level = PROFESSIONAL_DOCTORATE.test(major) ? 'university' : levelOf(match[0]);
    const rest = tidy(
      major.replace(pattern, ' ').replace(LEADING_HONOURS, '').replace(DEGREE_INITIALS_BRACKET, ''),
    );
    if (level && rest) return { level, major: rest };
  }
  return null;
}

// The 7-, 9- and 10-point scales too ("GPA 6.2 / 7.0", "GPA 8.0 / 9.0", "CGPA 8.4/10").
const SCALE = String.raw`(?:4(?:[.,](?:0|00|3|30|5|50))?|5(?:[.,]0{1,2})?|7(?:[.,]0{1,2})?|9(?:[.,]0{1,2})?|10(?:[.,]0{1,2})?|100)`;
const VALUE = String.raw`\d{1,3}(?:[.,]\d{1,2})?`;
const GPA_LABELLED = new RegExp(
  String.raw`(?:학점|평점|평균\s*평점|성적|\bc?gpa\b|\bipk\b|\bgrade\b|\bnilai\b)\s*[:：]?\s*(${VALUE})(?:\s*\(?\s*(?:\/|out of|dari|of)\s*(${SCALE})\)?)?(?![\d])`,
  'i',
);
const GPA_BARE = new RegExp(
  String.raw`(?<![\d.,])(${VALUE})\s*(?:\/|out of|dari)\s*(${SCALE})(?![\d.,]*\d)`,
  'i',
);

/** A grade: '3.8/4.5' (value/scale, as written with a dot), or the value alone without a scale. */
export function gpaOf(text: string): { gpa: string; index: number; length: number } | null {
  const match = text.match(GPA_LABELLED) ?? text.match(GPA_BARE);
  if (!match) return null;
  const value = match[1].replace(',', '.');
  const scale = match[2]?.replace(',', '.');
  if (scale ? Number(value) > Number(scale) : Number(value) > 5) return null;
  return { gpa: scale ? `${value}/${scale}` : value, index: match.index ?? 0, length: match[0].length };
}

function sameName(a: string, b: string): boolean {
  const x = key(a);
  const y = key(b);
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}
