// Work experience: "Company  2021.04 ~ 현재" / "Position" / achievements, or "Position | Company",
// "Position at Company", labelled lines (직책: ..., Company: ...), bullets kept one per line.
import { titleEmployerPlace } from './title-employer-place-line';
import { departmentAndPosition } from './department-position-pair';
import { labelPieces } from './department-strip';
import type { Work } from '#db/schema/profiles';
import { stripContacts } from './contacts';
import { cut, findPeriod, isDuration } from './dates';
import { datedEntries, periodLine } from './entries';
import { headerColumns } from './table';
import { isTotalCareerNote } from './total-career-row';
import { employerBesideTown } from './title-over-employer-town';
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
import { WORK_LABELS, isCity, key, type WorkLabel } from './vocabulary';
import { positionOverEmployer, withoutPlaceCountry } from './place-country';
import { headPairUnderPeriod } from './period-over-head-pair';
import { teamTitle } from './team-title-line';
import { cellStackLines } from './company-cell-stack';
import { withoutHeadCount } from './head-count';
import { joinLabelledCompanyHeads } from './labelled-company-head';
import { employerWithoutTown, positionUnderTown } from './employer-town';
import { employerWithoutUsPlace } from './employer-us-place';
import { type HeadEvidence, withSiblingHeadOrder } from './sibling-heads';
import { isKoreanTitleWord, withoutJobStatus } from './history-job-cell';
import { withoutPlaceCells } from './place-cell-column';
import { withoutPlaceUnderHead } from './place-line-under-head';
import { withBodiesUnderLoneHeads } from './lone-head-over-gap';
import { withoutDutyLabelOpening } from './duty-label';

const COMPANY_MARK =
  /주식회사|\(주\)|㈜|유한회사|재단|은행|그룹|증권|보험|컴퍼니|스튜디오|\b(?:inc|corp|corporation|co|ltd|llc|gmbh|plc|pte|pt|cv|tbk|kap|group|company|bank|studio|labs?|technologies|solutions|agency|foundation)\b\.?/i;
export const POSITION_WORD =
  /개발자|엔지니어|매니저|디자이너|분석가|인턴|팀장|파트장|사원|주임|대리|과장|차장|부장|이사|연구원|선임|책임|수석|기획자|마케터|컨설턴트|\b(?:engineer|developer|manager|designer|analyst|intern|lead|head|director|consultant|specialist|officer|staff|associate|accountant|auditor|trainee|coordinator|assistant|architect|scientist|researcher|programmer|administrator|executive|founder|supervisor|planner|buyer|technician|representative|nurse|midwife|pharmacist|therapist|physician|teacher|lecturer|instructor|tutor|counsell?or|paralegal|attorney|chef|staf|magang|kepala|manajer|analis|akuntan|karyawan|perawat|bidan|apoteker|dosen|guru|[a-z]+ologist|[a-z]+ician|dentist|hygienist|optometrist|chemist|economist|journalist|extern|resident|fellow|apprentice|clerk)\b/i;

export function parseWorks(section: string[]): Work[] {
  // "총 경력 10년 10개월" from the heading's bar: the career's length, no job (total-career-row.ts).
  const lines = section.filter((l) => !isTotalCareerNote(l));
  // Lines before the first table header are entries; each header row's table runs to the next one.
  const headers = lines.flatMap((l, i) => (headerColumns(l, WORK_LABELS) ? [i] : []));
  // "회사명 : …" over "근무기간 : …": one job (labelled-company-head.ts). A dated head alone over a gap, then
  // its undated lines: one job (lone-head-over-gap.ts).
  // "Employer <tab> Town, Region" over "Title <tab> period": the town is no position (place-cell-column.ts).
  const entries = withoutPlaceCells(
    withLabelledBodies(
      withBodiesUnderLoneHeads(
        joinLabelledCompanyHeads(datedEntries(lines.slice(0, headers[0] ?? lines.length))),
      ),
    ),
    (cell) => POSITION_WORD.test(cell) || COMPANY_MARK.test(cell),
  ).map(cellStackLines);
  // Jobs of one repeated shape whose words say nothing are read as their sure siblings are (sibling-heads.ts).
  const works = withSiblingHeadOrder(entries, entries.map(parseEntry), headEvidence);
  headers.forEach((at, n) =>
    works.push(
      ...tableRows(
        lines.slice(at + 1, headers[n + 1]),
        headerColumns(lines[at], WORK_LABELS) ?? [],
        departmentColumns(lines[at]),
      ),
    ),
  );
  return works.filter((w) => w.company || w.position);
}

/**
 * An entry of labelled lines only ("소속: …", "직위: …", "주요 업무: …"), without a period or a company,
 * set apart by a gap from the job's head line above: that job's lines.
 */
function withLabelledBodies(entries: string[][]): string[][] {
  const out: string[][] = [];
  for (const entry of entries) {
    const body = entry.every((line) => {
      const text = stripBullet(line);
      const pair = labelled(text, WORK_LABELS);
      return departmentLine(text) || (pair && pair.label !== 'company' && pair.label !== 'period');
    });
    if (body && out.length > 0 && !entry.some((l) => periodLine(l))) out[out.length - 1].push(...entry);
    else out.push(entry);
  }
  return out;
}

/**
 * Which columns of a header row name the department (부서, 소속, Department). Its cell is written before
 * the position, as one value: "품질보증팀 대리" from 부서 | 직위 (ADR 0044).
 */
function departmentColumns(header: string): boolean[] {
  return cells(header).map((c) =>
    DEPARTMENT_LABELS.has(key(c.replace(/^(?:\S )+\S$/u, (t) => t.replace(/ /g, '')))),
  );
}

/** Rows under a header row (기간 | 회사명 | 직위 | 담당업무): each cell goes to its column's field. */
function tableRows(lines: string[], columns: (WorkLabel | null)[], departments: boolean[] = []): Work[] {
  const works: Work[] = [];
  for (const line of lines) {
    if (isBlank(line)) continue;
    const row = cells(stripContacts(line).text);
    const last = works[works.length - 1];
    if (row.length < 2 && last) {
      // "담당업무: …" in a full-width row under the job: the duties, without their label.
      const pair = labelled(line, WORK_LABELS);
      last.achievements = joinParagraph([
        last.achievements,
        pair?.label === 'achievements' ? pair.value : line,
      ]);
      continue;
    }
    alignPeriod(row, columns);
    const work: Work = { company: '', position: '', achievements: '', start: '', end: '' };
    const loose: string[] = [];
    const department: string[] = [];
    row.forEach((cell, i) => {
      const column = columns[i] ?? null;
      if (column === 'period' || (!work.start && findPeriod(cell) && cell.length <= 40))
        takePeriod(work, cell);
      else if (departments[i] && !/^[-–—]?$/u.test(cell.trim())) department.push(tidy(cell));
      else if (column === 'company') work.company ||= tidy(cell);
      else if (column === 'position') work.position ||= tidy(cell);
      else if (column === 'achievements') work.achievements = joinParagraph([work.achievements, cell]);
      else loose.push(cell);
    });
    assignHeads(work, withoutJobStatus(loose.map(tidy).filter(Boolean)));
    if (department.length > 0) work.position = tidy([...department, work.position].join(' '));
    works.push(work);
  }
  return works;
}

/**
 * Under a merged period header ("재직기간" over "시작 | 종료") a row has a start and an end cell
 * ("2021.04 | 현재"), or one period where the reader joined them ("2018.03 – 2021.03"): either way the
 * period goes in the first of the two columns and the cells after it stay under their titles.
 */
function alignPeriod(row: string[], columns: (WorkLabel | null)[]) {
  const at = columns.findIndex((c, i) => c === 'period' && columns[i + 1] === 'period');
  if (at < 0 || at >= row.length) return;
  if (row.length === columns.length - 1 && findPeriod(row[at])) row.splice(at + 1, 0, '');
  else if (row.length === columns.length && row[at + 1]) row.splice(at, 2, `${row[at]} – ${row[at + 1]}`, '');
}

function parseEntry(lines: string[]): Work {
  const work: Work = { company: '', position: '', achievements: '', start: '', end: '' };
  const anchor = lines.findIndex((l) => periodLine(l));
  const headerEnd = anchor >= 0 ? anchor : 0;
  const heads: string[] = [];
  const body: string[] = [];
  // "부서: 품질보증팀 · 직급: 책임", "소속: 게임서버개발실": the department goes before the position.
  const departments: string[] = [];
  lines.forEach((line, i) => {
    const labels = departmentLine(stripBullet(line));
    if (labels) {
      departments.push(...labels.departments);
      if (labels.position) work.position ||= labels.position;
      return;
    }
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
    // "1. (주)한솔 (2019.05 ~ 현재)": the list's count before the head (head-count.ts).
    const text = withoutHeadCount(stripContacts(line).text);
    const period = findPeriod(text);
    if (period && !work.start && !work.end) {
      work.start = period.start;
      work.end = period.end;
      // "쿠팡 데이터 엔지니어 (2021.09 ~ 현재)": the brackets go with the period.
      const before = text.slice(0, period.index).replace(/[([（]\s*$/, '');
      // "2020.07 ~ 현재 · 6년 5개월": the dot before the time served goes with the period too.
      const after = text
        .slice(period.index + period.length)
        .replace(/^\s*[)\]）]/, '')
        .replace(/^\s*[·•|｜]\s*/u, '');
      // "2022.03 - 재직 중 2년 9개월": the time served after the period names no field.
      heads.push(...parts(`${before}\t${after}`).filter((h) => !isDuration(h)));
    } else heads.push(...parts(text));
    // "2012.03 ~ 2016.05 | 한빛복지관 상담팀 사회복지사 | 퇴 사": the status names no field (history-job-cell.ts).
    heads.splice(0, heads.length, ...withoutJobStatus(heads));
  });
  const periodAlone = anchor >= 0 && heads.every((h) => !withoutCity(h)) && !work.company;
  // A position over "Employer, Town (Country)" (a Europass CV): the position whole, the employer under it.
  const europass = work.company || work.position ? null : positionOverEmployer(heads, body[0]);
  if (europass) {
    body.shift();
    heads.splice(0, 1, europass.company, europass.position);
  }
  // "Title, Employer, City." (a moderncv entry, title-employer-place-line.ts): the employer, then the title.
  const split = heads.flatMap((h) => titleEmployerPlace(h) ?? [h]);
  // "Optical Lab Technician" over "Puget Lens Lab  Kent, WA": the title whole (title-over-employer-town.ts).
  const employer = split.length === 1 && companyThenPosition(split[0]) ? employerBesideTown(body[0]) : null;
  if (employer) {
    body.shift();
    split.splice(0, 1, employer, split[0]);
  }
  assignHeads(work, withoutEmploymentType(split.map(withoutCity).filter(Boolean), body));
  if (departments.length > 0) work.position = tidy([...departments, work.position].join(' '));
  // A lone period over "Company  Team Position": both pieces are the head (period-over-head-pair.ts).
  const pair =
    periodAlone && !work.company && !work.position ? headPairUnderPeriod(body[0], withoutCity) : null;
  if (pair) {
    body.shift();
    assignHeads(work, pair);
  }
  // The line under the head is the position (or the company, when the head named the position).
  const next = headLine(body[0]);
  if (!work.position && next) {
    body.shift();
    work.position = next;
    // A period alone over its entry (a timeline: "APR 2022 — PRESENT" / "Senior Product Designer" /
    // "Karrot · Seoul"): the line under the position is the company, its city beside it dropped.
    const company = periodAlone ? headLine(body[0]) : '';
    if (company) {
      body.shift();
      work.company = company;
    }
  }
  if (work.position && looksLikeCompany(work.position) && !looksLikeCompany(work.company))
    [work.company, work.position] = [work.position, work.company];
  // "Supply Chain Planner  09/2022 – Present" over "Samsung Biologics  Incheon": the position first.
  else if (work.position && looksLikePosition(work.company) && !POSITION_WORD.test(work.position))
    [work.company, work.position] = [work.position, work.company];
  // "L&T Construction — Chennai" over "Graduate Engineer Trainee"; "Cornwall Insight, Norwich" (employer-town.ts).
  const isPosition = (t: string) => POSITION_WORD.test(t);
  const titleUnder = positionUnderTown(work.position, headLine(body[0]), isPosition);
  if (titleUnder) {
    body.shift();
    work.position = titleUnder;
  }
  // "Franklin Heritage Museum, Columbus, Ohio": a US town and state after the employer (employer-us-place.ts).
  if (work.position) work.company = employerWithoutUsPlace(work.company);
  work.company = employerWithoutTown(work.company, work.position, isPosition);
  // "Junior Designer (계약직)": the terms of employment in brackets after the title are no part of it (an
  // intern's "(Magang)" says what the role was, and stays).
  work.position = work.position.replace(EMPLOYMENT_BRACKET, (all, kind: string) =>
    TERMS.test(kind) ? '' : all,
  );
  // "Banyuwangi, Jawa Timur" in italics between the head and the bullets (place-line-under-head.ts).
  // "담당업무 원통형 셀 …": the duties label before its value is no duty (duty-label.ts).
  work.achievements = joinParagraph(
    withoutPlaceUnderHead(body, work.company, work.position).map(withoutDutyLabelOpening),
  );
  return work;
}

const EMPLOYMENT_BRACKET = /\s*[(（[]\s*([^()（）[\]]{2,12}?)\s*[)）\]]$/u;
const TERMS =
  /^(?:정규직|계약직|파견직?|위촉직|프리랜서|아르바이트|full[- ]?time|part[- ]?time|contract|freelance|permanent|temporary|kontrak|tetap|paruh waktu)$/i;
/** The kind of employment, as a builder's chip beside the company ("무신사 [정규직]", "Acme [Full-time]"). */
const EMPLOYMENT_TYPE =
  /^(?:정규직|계약직|인턴(?:십)?|파견직?|프리랜서|아르바이트|위촉직|full[- ]?time|part[- ]?time|contract(?:or)?|freelance|internship|permanent|temporary|kontrak|tetap|paruh waktu|magang)$/i;

/**
 * An employment-type chip in the head ("무신사 | 정규직 | 2022.03 - 재직 중") is no position when a title line
 * follows the head ("그로스마케팅팀 매니저"): it is dropped, and that line becomes the position.
 */
export function withoutEmploymentType(heads: string[], body: string[]): string[] {
  if (!headLine(body[0]) || heads.length < 2) return heads;
  return heads.filter((h, i) => i === 0 || !EMPLOYMENT_TYPE.test(h.trim()));
}

/** A short title-like line (no bullet, no period, no sentence) as a head: its first piece, a city dropped. */
function headLine(line: string | undefined): string {
  if (!line || isBullet(line) || !isTitleLike(line) || line.length > 60) return '';
  const pieces = parts(line).map(withoutCity).filter(Boolean);
  // "생산기술팀 | 책임" (team-title-line.ts); a time served beside it names no field.
  const piece = teamTitle(pieces.filter((p) => !isDuration(p))) ?? pieces[0] ?? '';
  return piece && !findPeriod(piece) ? piece : '';
}

/** Labels of the department a job was in: written before the position, as one value with it. */
export const DEPARTMENT_LABELS = new Set(
  [
    '부서',
    '부서명',
    '근무부서',
    '소속',
    '소속 부서',
    '팀',
    'Department',
    'Dept',
    'Divisi',
    'Bagian',
    'Departemen',
  ].map(key),
);

/**
 * A line of labelled pieces ("부서: 품질보증팀 · 직급: 책임", "소속: 게임서버개발실") with a department
 * among them: the departments and the position. Null for any other line, so a "직급: 책임" line alone
 * is read as before.
 */
function departmentLine(line: string): { departments: string[]; position: string } | null {
  const pair = departmentAndPosition(line);
  if (pair) return { departments: [pair.department], position: pair.position };
  const pieces = line
    .split(/\s+[·|/]\s+|\t/)
    .map((p) => p.trim())
    .filter(Boolean);
  const departments: string[] = [];
  let position = '';
  const isLabel = (label: string) =>
    DEPARTMENT_LABELS.has(key(label)) || WORK_LABELS.get(key(label)) === 'position';
  // "부서 전장SW개발실 | 직급 책임연구원": a strip of labels without colons (department-strip.ts).
  for (const { label, value } of labelPieces(pieces, isLabel) ?? []) {
    if (DEPARTMENT_LABELS.has(key(label))) departments.push(tidy(value));
    else if (WORK_LABELS.get(key(label)) === 'position') position ||= tidy(value);
    else return null;
  }
  return departments.length > 0 ? { departments, position } : null;
}

/** A piece without a city: "" for "Jakarta", "PT Bio Farma" for "PT Bio Farma, Bandung". */
function withoutCity(piece: string): string {
  const text = withoutPlaceCountry(tidy(cut(piece, 0, 0)));
  if (isCity(text)) return '';
  const trailing = text.match(/^(.+?),\s*([^,]+)$/);
  if (trailing && isCity(trailing[2])) return tidy(trailing[1]);
  // "Hyundai Motor Company, Ulsan": one or two capitalised words after a company's name are its town.
  if (
    trailing &&
    COMPANY_MARK.test(trailing[1]) &&
    /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(trailing[2].trim())
  )
    return tidy(trailing[1]);
  return text;
}

/** What a job's words say of its company and position as read (sibling-heads.ts). */
function headEvidence(work: Work): HeadEvidence {
  const right = looksLikePosition(work.position) || looksLikeCompany(work.company);
  const against = looksLikePosition(work.company) || looksLikeCompany(work.position);
  return right && !against ? 'right' : right || against ? 'doubt' : 'none';
}

function looksLikeCompany(text: string): boolean {
  return COMPANY_MARK.test(text) && !POSITION_WORD.test(text.replace(COMPANY_MARK, ''));
}

function takePeriod(work: Work, value: string) {
  const period = findPeriod(value);
  if (period && !work.start) Object.assign(work, { start: period.start, end: period.end });
}

/** The header pieces: company first and position second, unless the words say the other way round. */
function assignHeads(work: Work, heads: string[]) {
  let [first = '', second = ''] = heads;
  // "카카오페이 | 결제플랫폼팀 · 시니어 서버 개발자": a team or a department between the company and
  // the position; the piece that names a position is the position.
  // A team before it ("모바일팀 · 안드로이드 개발자") goes with it, the department first (ADR 0044).
  const named = heads.slice(2).find(looksLikePosition);
  if (named && !looksLikePosition(second) && !looksLikePosition(first))
    second = teamTitle([second, named]) ?? named;
  // "치과의원 | 진료실 | 실장": a team and a rank after the company, whatever the position words know.
  else if (heads.length === 3 && !looksLikePosition(first)) second = teamTitle([second, heads[2]]) ?? second;
  if (!second) {
    const at = first.match(/^(.+?)\s+(?:at|@|di)\s+(.+)$/i);
    const pair = first.match(/^(.+?)(?:\s+[-–—]\s+|,\s+)(.+)$/);
    if (at && POSITION_WORD.test(at[1])) [second, first] = [at[1], at[2]];
    else if (pair && (looksLikePosition(pair[1]) || looksLikePosition(pair[2])))
      [first, second] = [pair[1], pair[2]];
  }
  // "쿠팡 데이터 엔지니어", "(주)우아한형제들 데이터 분석가": a Korean (or marked) company, then the position.
  if (!second) {
    const split = companyThenPosition(first);
    if (split) [first, second] = split;
  }
  if (second && looksLikePosition(first) && !looksLikePosition(second)) [first, second] = [second, first];
  work.company ||= first;
  work.position ||= second;
}

function companyThenPosition(text: string): [string, string] | null {
  const words = text.split(/\s+/);
  // "세진기공 현장관리자": a Korean word of occupation ends the position too (history-job-cell.ts).
  const titled = isKoreanTitleWord(words[words.length - 1]);
  if (words.length < 2 || (!POSITION_WORD.test(words[words.length - 1]) && !titled)) return null;
  const marked = words.map((w) => COMPANY_MARK.test(w)).lastIndexOf(true);
  const end = marked >= 0 ? marked + 1 : /[가-힣]/.test(words[0]) ? 1 : 0;
  if (end === 0 || end >= words.length) return null;
  const position = words.slice(end).join(' ');
  const fits = looksLikePosition(position) || (titled && !COMPANY_MARK.test(position));
  return fits ? [words.slice(0, end).join(' '), position] : null;
}

function looksLikePosition(text: string): boolean {
  return POSITION_WORD.test(text) && !COMPANY_MARK.test(text);
}
