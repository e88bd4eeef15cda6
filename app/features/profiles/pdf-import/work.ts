// Work experience: "Company  2021.04 ~ 현재" / "Position" / achievements, or "Position | Company",
// "Position at Company", labelled lines (직책: ..., Company: ...), bullets kept one per line.
import type { Work } from '../../../../db/schema/profiles';
import { stripContacts } from './contacts';
import { findPeriod } from './dates';
import { datedEntries, periodLine } from './entries';
import { headerColumns } from './table';
import {
  cells,
  isBlank,
  isBullet,
  isTitleLike,
  joinParagraph,
  labelled,
  parts,
  stripBullet,
  tidy,
} from './text';
import { WORK_LABELS, type WorkLabel } from './vocabulary';

const COMPANY_MARK =
  /주식회사|\(주\)|㈜|유한회사|재단|은행|그룹|증권|보험|컴퍼니|스튜디오|\b(?:inc|corp|corporation|co|ltd|llc|gmbh|plc|pte|pt|cv|tbk|kap|group|company|bank|studio|labs?|technologies|solutions|agency|foundation)\b\.?/i;
const POSITION_WORD =
  /개발자|엔지니어|매니저|디자이너|분석가|인턴|팀장|파트장|사원|주임|대리|과장|차장|부장|이사|연구원|선임|책임|수석|기획자|마케터|컨설턴트|\b(?:engineer|developer|manager|designer|analyst|intern|lead|head|director|consultant|specialist|officer|staff|associate|accountant|auditor|trainee|coordinator|assistant|architect|scientist|researcher|programmer|administrator|executive|founder|supervisor|staf|magang|kepala|manajer|analis|akuntan|karyawan)\b/i;

export function parseWorks(lines: string[]): Work[] {
  const header = lines.findIndex((l) => headerColumns(l, WORK_LABELS));
  const before = header >= 0 ? lines.slice(0, header) : lines;
  const works = datedEntries(before).map(parseEntry);
  if (header >= 0)
    works.push(...tableRows(lines.slice(header + 1), headerColumns(lines[header], WORK_LABELS) ?? []));
  return works.filter((w) => w.company || w.position);
}

/** Rows under a header row (기간 | 회사명 | 직위 | 담당업무): each cell goes to its column's field. */
function tableRows(lines: string[], columns: (WorkLabel | null)[]): Work[] {
  const works: Work[] = [];
  for (const line of lines) {
    if (isBlank(line)) continue;
    const row = cells(stripContacts(line).text);
    const last = works[works.length - 1];
    if (row.length < 2 && last) {
      last.achievements = joinParagraph([last.achievements, line]);
      continue;
    }
    const work: Work = { company: '', position: '', achievements: '', start: '', end: '' };
    const loose: string[] = [];
    row.forEach((cell, i) => {
      const column = columns[i] ?? null;
      if (column === 'period' || (!work.start && findPeriod(cell) && cell.length <= 40))
        takePeriod(work, cell);
      else if (column === 'company') work.company ||= tidy(cell);
      else if (column === 'position') work.position ||= tidy(cell);
      else if (column === 'achievements') work.achievements = joinParagraph([work.achievements, cell]);
      else loose.push(cell);
    });
    assignHeads(work, loose.map(tidy).filter(Boolean));
    works.push(work);
  }
  return works;
}

function parseEntry(lines: string[]): Work {
  const work: Work = { company: '', position: '', achievements: '', start: '', end: '' };
  const anchor = lines.findIndex((l) => periodLine(l));
  const headerEnd = anchor >= 0 ? anchor : 0;
  const heads: string[] = [];
  const body: string[] = [];
  lines.forEach((line, i) => {
    const pair = labelled(stripBullet(line), WORK_LABELS);
    if (pair) {
      if (pair.label === 'company') work.company ||= tidy(pair.value);
      else if (pair.label === 'position') work.position ||= tidy(pair.value);
      else if (pair.label === 'period') takePeriod(work, pair.value);
      else body.push(pair.value);
      return;
    }
    if (i > headerEnd) {
      body.push(line);
      return;
    }
    const text = stripContacts(line).text;
    const period = findPeriod(text);
    if (period && !work.start && !work.end) {
      work.start = period.start;
      work.end = period.end;
      heads.push(...parts(text.slice(0, period.index) + '\t' + text.slice(period.index + period.length)));
    } else heads.push(...parts(text));
  });
  assignHeads(work, heads.map(tidy).filter(Boolean));
  if (
    !work.position &&
    body.length > 0 &&
    !isBullet(body[0]) &&
    isTitleLike(body[0]) &&
    body[0].length <= 50
  ) {
    work.position = tidy(body.shift() ?? '');
  }
  work.achievements = joinParagraph(body);
  return work;
}

function takePeriod(work: Work, value: string) {
  const period = findPeriod(value);
  if (period && !work.start) Object.assign(work, { start: period.start, end: period.end });
}

/** The header pieces: company first and position second, unless the words say the other way round. */
function assignHeads(work: Work, heads: string[]) {
  let [first = '', second = ''] = heads;
  if (!second) {
    const at = first.match(/^(.+?)\s+(?:at|@|di)\s+(.+)$/i);
    const pair = first.match(/^(.+?)(?:\s+[-–—]\s+|,\s+)(.+)$/);
    if (at && POSITION_WORD.test(at[1])) [second, first] = [at[1], at[2]];
    else if (pair && (looksLikePosition(pair[1]) || looksLikePosition(pair[2])))
      [first, second] = [pair[1], pair[2]];
  }
  if (second && looksLikePosition(first) && !looksLikePosition(second)) [first, second] = [second, first];
  work.company ||= first;
  work.position ||= second;
}

function looksLikePosition(text: string): boolean {
  return POSITION_WORD.test(text) && !COMPANY_MARK.test(text);
}
