// A traditional 이력서 form's one history table: "년 | 월 (| 일) | 학력 및 경력 사항 | 비고", every school,
// job, licence, test and award one dated row, the kind told by a group row ("학 력 사 항") or a 구분 cell
// spanning its rows, a year cell spanning the rows of one year. Read by geometry, a spanning cell sits
// on the line of one of its rows or alone between them, so the rows come out with no year ("02 | 중앙대학교
// 전자전기공학부 졸업") beside a lone "2015". The table becomes the dated lines, under their section
// headings, that the event reader (events.ts) and the section readers know.
import { isLanguageName, languageOfTest } from './vocabulary';

// Read before text.ts's line tidying (a month cell would pass for a row number there): its own cells.
const cells = (line: string) => line.split('\t').map((c) => c.trim());
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

type Kind = 'educations' | 'works' | 'certifications' | 'languages' | 'awards';

const HEADINGS: Record<Kind, string> = {
  educations: '학력사항',
  works: '경력사항',
  certifications: '자격증',
  languages: '어학',
  awards: '수상',
};

type Row = { year: string; month: string; day: string; content: string; note: string; at: number };

const squeeze = (text: string) => text.replace(/[\s·.,/]+/g, '');

/** The header row: 년 and 월 cells (일, 구분 perhaps) and a 학력/경력 … 사항 cell. */
function headerOf(line: string): { day: boolean } | null {
  const row = cells(line).map(squeeze);
  const has = (word: string) => row.includes(word);
  if (!has('년') || !has('월') || !row.some((c) => /(?:학력|경력|사항|내용|이력)/.test(c))) return null;
  return { day: has('일') };
}

/** A group label ("학 력 사 항", "자 격 · 면 허", a 구분 cell "어학"): a kind, never a row. */
const GROUP =
  /^(?:학력|경력|자격증?|면허|자격면허|어학|외국어|상벌|수상|포상|교육|연수|병역|기타|활동|대외활동|구분)(?:사항|경력|내역)?$/;
const isGroup = (cell: string) => GROUP.test(squeeze(cell));

const YEAR = /^(?:19|20)\d{2}$/;
const NUMBER = /^\d{1,2}$/;
const pad = (n: string) => n.padStart(2, '0');

/** One line of the table read into a row, a lone spanning year, a group label, or null (the table ended). */
function readLine(line: string, day: boolean, at: number): Row | { lone: string } | 'group' | null {
  let row = cells(line).filter(Boolean);
  if (row.length === 0) return 'group';
  if (isGroup(row.join(''))) return 'group';
  if (row.length > 1 && isGroup(row[0])) row = row.slice(1);
  if (row.length === 1 && YEAR.test(row[0])) return { lone: row[0] };
  const year = YEAR.test(row[0]) ? row.shift()! : '';
  const month = row[0] && NUMBER.test(row[0]) && Number(row[0]) <= 12 ? row.shift()! : '';
  const date = day && row[0] && NUMBER.test(row[0]) && Number(row[0]) <= 31 ? row.shift()! : '';
  if (!month || row.length === 0) return null;
  return { year, month: pad(month), day: date ? pad(date) : '', content: row[0], note: row.slice(1).join(' '), at };
}

/** Rows with no year take a lone year beside them (the line after, then the line before), else the row above's. */
function withYears(rows: Row[], lone: Map<number, string>): Row[] {
  let last = '';
  for (const row of rows) {
    if (!row.year) row.year = lone.get(row.at + 1) ?? lone.get(row.at - 1) ?? last;
    last = row.year;
  }
  return rows;
}

const EDUCATION_EVENT = /(?:입학|편입학?|졸업(?:\s*예정)?|수료|중퇴|자퇴|재학\s*중?)$/;
const WORK_EVENT = /(?:입사|입행|퇴사|퇴직|퇴임|재직\s*중?)(?:\s*[(（].*)?$/;
const AWARD = /(?:상|수상|표창|포상|장학금)$/;

/** What a row is, by its words: a school's or a job's event, a test, an award, else a licence. */
function kindOf(content: string): Kind {
  const text = content.replace(/\s*[(（][^)）]*[)）]\s*$/, '').trim();
  if (EDUCATION_EVENT.test(text)) return 'educations';
  if (WORK_EVENT.test(content.trim())) return 'works';
  const first = text.split(/\s+/)[0] ?? '';
  if (isLanguageName(first) || languageOfTest(text)) return 'languages';
  if (AWARD.test(text)) return 'awards';
  return 'certifications';
}

/** A 비고 cell: a GPA stays with its school (in brackets); any other remark of a school or job is dropped. */
function lineOf(row: Row, kind: Kind): string {
  const date = `${row.year}.${row.month}${row.day ? `.${row.day}` : ''}`;
  if (kind === 'educations' || kind === 'works') {
    const grade = /(?:학점|평점|GPA)/i.test(row.note) ? ` (${tidy(row.note)})` : '';
    return `${date}\t${row.content}${grade}`;
  }
  // A test's 비고 names who runs it (한국TOEIC위원회, ACTFL): no field of a language.
  // Its language is a cell of its own ("중국어 | HSK 5급"), so that each row starts one language.
  if (kind === 'languages') {
    const [first, ...rest] = row.content.split(/\s+/);
    return isLanguageName(first) ? [date, first, rest.join(' ')].join('\t') : `${date}\t${row.content}`;
  }
  return [date, row.content, row.note].filter(Boolean).join('\t');
}

/**
 * The lines with a history table (if any) replaced by its rows as dated lines under section headings, in
 * the order of the kinds; every other line as it was.
 */
export function rewriteHistoryTable(lines: string[]): string[] {
  const start = lines.findIndex((line) => headerOf(line));
  if (start < 0) return lines;
  const { day } = headerOf(lines[start])!;
  const rows: Row[] = [];
  const lone = new Map<number, string>();
  let end = start + 1;
  for (; end < lines.length; end++) {
    if (!lines[end].trim()) continue;
    const read = readLine(lines[end], day, end);
    if (read === null) break;
    if (read === 'group') continue;
    if ('lone' in read) lone.set(end, read.lone);
    else rows.push(read);
  }
  if (rows.length < 2) return lines;
  // Blank lines between rows do not part a row from its spanning year.
  const packed = new Map<number, string>();
  const order = lines
    .slice(start + 1, end)
    .map((line, i) => ({ line, at: start + 1 + i }))
    .filter(({ line }) => line.trim());
  order.forEach(({ at }, i) => lone.has(at) && packed.set(i, lone.get(at)!));
  const index = new Map(order.map(({ at }, i) => [at, i]));
  const dated = withYears(
    rows.map((r) => ({ ...r, at: index.get(r.at)! })),
    packed,
  );
  const groups = new Map<Kind, string[]>();
  for (const row of dated) {
    const kind = kindOf(row.content);
    groups.set(kind, [...(groups.get(kind) ?? []), lineOf(row, kind)]);
  }
  const table = (Object.keys(HEADINGS) as Kind[]).flatMap((kind) =>
    groups.has(kind) ? [HEADINGS[kind], ...groups.get(kind)!] : [],
  );
  return [...lines.slice(0, start), ...table, ...lines.slice(end)];
}
