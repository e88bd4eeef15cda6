// Splits a resume's lines into the header (title, contacts) and sections by their headings.
import { servedHeadUnder, titlesNumbered } from './numbered-titles-sub-label';
import { boxedSectionCaption } from './boxed-section-number';
import { companyHeadMark, isBracketedLabel, isNextCompanyHead } from './company-after-projects';
import { jobHeadUnder } from './projects-inside-job';
import { headOverMetaUnder } from './company-over-meta-line';
import { spacedHeadingWords } from './spaced-heading-words';
import { isTotalCareerRow } from './total-career-row';
import { isCareerDescriptionTitle } from './career-description-title';
import { headingWithoutSummary } from './heading-summary';
import { summaryStripLines } from './summary-strip';
import { syllableCellsWord } from './syllable-cells-heading';
import { numberedSyllableCaption } from './numbered-syllable-caption';
import { isContactRows } from './profile-contact-rows';
import { isHeaderRow } from './table';
import { headerRowKind } from './header-row-kind';
import { tabHeadingRow } from './tab-heading-row';
import { cells, labelled } from './text';
import { PROJECT_LABELS, SECTION_HEADINGS, key, type SectionKind } from './vocabulary';
import { isSchoolSummary } from './school-summary';
import { isCodeLanguageRow } from './skill-category-language-row';
import { isMiscHeading, miscItem } from './misc-section-items';
import { qualifiedHeading } from './qualified-heading';
import { styledHeading, titlesInCaps } from './styled-heading';
import { scopedActivityHeading } from './scoped-activity-heading';

export type RawSection = { kind: SectionKind; lines: string[] };
/** What a heading names: a section, or "교육", whose lines decide (see SCHOOLING). */
type HeadingKind = SectionKind | 'schooling';

const DECORATION =
  /^[\s■□▶▷►●○◆◇★☆•·#\-–—=*<>《》〈〉【】[\]]+|[\s■□▶▷►●○◆◇★☆•·#\-–—=*<>《》〈〉【】[\]:：]+$/g;
const LEADING = /^[\s■□▶▷►●○◆◇★☆•·#\-–—=*<>《》〈〉]+/;
/**
 * A heading's number: "1.", "IV)", "가.", "①", "(2)", and a number set apart by a space or a dash
 * ("01 경력사항", "01–경력" as a large number printed beside the title): what follows must still be a
 * heading word, so "10 years" or "2019 경력" never becomes a heading.
 */
const NUMBERING =
  /^(?:\d{1,2}|[IVX]{1,4}|[A-H]|[Ⅰ-Ⅻ]|[가-하])[.)]\s*|^[①-⑳]\s*|^[(（]\d{1,2}[)）]\s*|^\d{2}(?:\s*[–—-]\s*|\s+)/;
/** A heading's number standing alone in its cell. */
const LONE_NUMBER = /^(?:\d{1,2}[.)]?|[IVX]{1,4}[.)]|[①-⑳])$/u;
/** What a heading may carry after its word: a count or a period ("(총 6년 4개월)", "[3]", "(5 tahun)"). */
const SUFFIX = /\s*[([（【][^()[\]（）【】]{0,24}[)\]）】]\s*$/;
/** A heading wrapped whole in one pair of brackets. */
const BRACKETED =
  /^(?:\[\s*([^[\]]{1,30}?)\s*\]|【\s*([^【】]{1,30}?)\s*】|[<〈《]\s*([^<>〈〉《》]{1,30}?)\s*[>〉》])$/u;
/** Words that join two headings into one ("자격증 및 어학", "Skills & Tools", "Pendidikan dan Pelatihan"). */
const PAIR = /\s*(?:및|\/|&|＆|\+|·|,)\s*|\s+(?:and|dan|serta)\s+/i;

/**
 * The declaration a resume form closes with: "위에 기재한 사항은 사실과 틀림없습니다", "상기 내용은 …",
 * "Demikian daftar riwayat hidup ini …", "I hereby declare that …".
 */
const SIGN_OFF =
  /사실과\s*(?:틀림|다름)(?:이)?\s*없|^\s*(?:위|상기)(?:의|에)?\s*(?:기재한\s*)?(?:내용|사항)(?:은|이)|^\s*demikian\b|\bi hereby (?:declare|certify)\b|\bdengan sebenar-?benarnya\b/i;

/** Heading words that open a section only on a line of their own. */
const VAGUE_HEADINGS = new Set(
  [
    '기타',
    'Other',
    'Others',
    'Etc',
    'Lainnya',
    'Lain-lain',
    'Details',
    'Detail',
    'Links',
    '링크',
    'Tautan',
  ].map(key),
);

/**
 * "교육" alone heads either the schools (a web builder's "Education") or training courses: its
 * lines decide, schools and degrees making it the education section.
 */
const SCHOOLING = /대학교|대학원|대학|고등학교|학사|석사|박사|졸업|전공|학과|학부/;

/** The section a heading line opens, and any text that follows the heading in the same row. */
export function headingOf(line: string): { kind: HeadingKind; rest: string; activity: boolean } | null {
  // "총 경력 | 14년 5개월": the length of the career, no heading (total-career-row.ts).
  if (isTotalCareerRow(line)) return null;
  // "CAREER | DESCRIPTION": a 경력기술서's English title, no heading (career-description-title.ts).
  if (isCareerDescriptionTitle(line)) return null;
  // "경력 총 9년 2개월", "학력 | 최종학력 | 대학교(4년) 졸업": the heading, its summary dropped (heading-summary.ts).
  const summarised = headingWithoutSummary(line, headingKind);
  if (summarised) return headingOf(summarised);
  // "자 | 기 | 소 | 개 | 서": a title whose syllables read as cells (syllable-cells-heading.ts).
  // "1 . | 인 | 적 | 사 | 항": a numbered caption letter-spaced cell by cell (numbered-syllable-caption.ts).
  const spelled = syllableCellsWord(line) ?? numberedSyllableCaption(line);
  if (spelled) return headingKind(spelled) ? headingOf(spelled) : null;
  // "WORK | HISTORY": a letter-spaced title cut at its word gap is one title.
  const spaced = spacedHeadingWords(line, (t) => headingKind(t) !== null);
  // "1 | 인적사항": a form's section number in its own box (boxed-section-number.ts).
  const boxed = boxedSectionCaption(line);
  const split = (boxed !== null && headingKind(boxed) ? boxed : (spaced ?? line)).split('\t');
  // A large number set apart from its title ("01" in 14pt, a margin, "경력" in 12pt): one heading.
  if (split.length >= 2 && LONE_NUMBER.test(split[0].trim()))
    split.splice(0, 2, `${split[0].trim()} ${split[1]}`);
  const [first, ...others] = split;
  const kind = headingKind(first);
  if (!kind) return null;
  // "기타 | HTML/CSS, Notion": a vague heading word with content beside it is a row's label.
  if (others.length > 0 && VAGUE_HEADINGS.has(key(first))) return null;
  const word = first.trim().replace(LEADING, '').replace(NUMBERING, '').replace(DECORATION, '').trim();
  return {
    kind,
    rest: others.join('\t').trim(),
    activity: kind === 'other' && ACTIVITY_HEADINGS.has(key(word)),
  };
}

/**
 * The heading a line opens; where titles are set in capitals, a capitals title of a section word and
 * narrowing words (styled-heading.ts) too, and before a heading word read with the rest of its line as
 * content ("PENGALAMAN | KERJA | LAPANGAN", cut at its word gaps by the tracking).
 */
function titleOf(line: string, capsTitles: boolean): ReturnType<typeof headingOf> {
  const byWords = headingOf(line);
  const kind = capsTitles ? styledHeading(line) : null;
  return kind && (!byWords || byWords.rest) ? { kind, rest: '', activity: false } : byWords;
}

/** The section a grid's header cell names, if any ("자격 및 면허" → certifications). */
const cellKind = (cell: string) => {
  const kind = headingKind(cell);
  return kind === 'schooling' ? null : kind;
};

function headingKind(text: string): HeadingKind | null {
  let t = text.trim().replace(LEADING, '').replace(NUMBERING, '').trim();
  // A heading wrapped whole in brackets ("[학력]", "【경력】", "< 자격 >"): its word, not a suffix to drop.
  t = t.replace(BRACKETED, (_, a, b, c) => a ?? b ?? c);
  for (let i = 0; i < 2; i++) t = t.replace(/[\s:：]+$/, '').replace(SUFFIX, '');
  t = t.replace(DECORATION, '').trim();
  if (!t || t.length > 40) return null;
  // Letter-spaced headings: "학 력", "E D U C A T I O N", "경 력 사 항".
  if (/^(?:\S )+\S$/u.test(t)) t = t.replace(/ /g, '');
  if (key(t) === key('교육')) return 'schooling';
  const whole = SECTION_HEADINGS.get(key(t));
  if (whole) return whole;
  const modified = modifiedHeading(t);
  if (modified) return modified;
  const detailed = detailedHeading(t);
  if (detailed) return detailed;
  // "Selected publications", "Publikasi terpilih": a word that narrows a heading (qualified-heading.ts).
  const qualified = qualifiedHeading(t);
  if (qualified) return qualified;
  // "교내외 활동", "대내외 활동": activities by where they took place (scoped-activity-heading.ts).
  const scoped = scopedActivityHeading(t);
  if (scoped) return scoped;
  // A pair of headings: the section is the first one's ("Certifications & Awards" → certifications),
  // as long as every part is a heading word of its own; a section the resume has no place for gives
  // way to one it has ("대외활동 및 프로젝트" → projects).
  const pieces = t.split(PAIR).filter(Boolean);
  if (pieces.length < 2 || pieces.length > 3) return null;
  const kinds = pieces.map((p) => SECTION_HEADINGS.get(key(p)) ?? PAIR_ONLY.get(key(p)));
  if (!kinds.every(Boolean) || kinds[0] === 'extra') return null;
  const kept = kinds.find((k) => k !== 'other' && k !== 'extra');
  return kinds[0] === 'other' && kept ? (kept as SectionKind) : (kinds[0] as SectionKind);
}

/**
 * A Korean section word after a short modifier: "직장 경력", "실무 경력", "인턴 경력" (works), "최종 학력"
 * (educations). Only the words that name one section whatever comes before them; a heading listed
 * whole ("수상 경력", "프로젝트 경력", "경력 요약") is found before this.
 */
function modifiedHeading(text: string): SectionKind | null {
  const match = text.match(/^([가-힣A-Za-z]{1,4})\s*(경력|학력|경력\s*사항|학력\s*사항)$/);
  if (!match) return null;
  // Volunteering and military service are no jobs: a section the resume has no place for.
  if (/봉사|병역|군/.test(match[1])) return 'other';
  return /경력/.test(match[2]) ? 'works' : 'educations';
}

/**
 * A Korean section word with a word for its listing after it: "경력 상세", "학력 내역", "자격 현황",
 * "경력 세부 사항". Only section words that head a section of the resume by themselves; a heading listed
 * whole ("경력 요약" is an introduction) is found before this.
 */
const LISTING = /^(.+?)\s*(?:상세|상세\s*내역|내역|현황|세부\s*사항|세부\s*내역|목록)$/u;
function detailedHeading(text: string): SectionKind | null {
  const word = LISTING.exec(text)?.[1];
  if (!word || !/^[가-힣]+(?:\s[가-힣]+)?$/u.test(word)) return null;
  return SECTION_HEADINGS.get(key(word)) ?? null;
}

/** Words that only ever close a pair of headings ("Skills & Expertise", "학력 및 교육"). */
const PAIR_ONLY = new Map<string, SectionKind | 'extra'>(
  [
    '교육',
    '연수',
    'Training',
    'Tools',
    '도구',
    '툴',
    // "보유 기술 및 장비", "Skills & Equipment": the machines a technician works with, beside the skills.
    '장비',
    'Equipment',
    'Peralatan',
    'Expertise',
    'Qualifications',
    'Research',
    'Pelatihan',
    'Keahlian lain',
    // "경력/인턴": a portal's tab over jobs and internships alike.
    '인턴',
  ]
    .map((w): [string, SectionKind | 'extra'] => [key(w), 'extra'])
    // "OA · 보유기술", "전산 및 활용 능력": office software before a skills word heads the skills.
    .concat(['OA', '전산'].map((w): [string, SectionKind] => [key(w), 'skills'])),
);

/** Headings of activities, which the resume has no section for unless they are projects. */
const ACTIVITY_HEADINGS = new Set(
  ['활동', '대외활동', '대외 활동', '주요 활동', 'Activities', 'Extracurricular activities', 'Kegiatan'].map(
    key,
  ),
);

/**
 * An activities section whose entries name the tools they were built with ("사용 기술: Go, Grafana",
 * "Tech: Python") holds projects.
 */
const builtThings = (lines: string[]) =>
  lines.some((l) => labelled(l.replace(/^\s*[•▪·-]\s*/, ''), PROJECT_LABELS)?.label === 'technologies');

/** A column that says which kind each row is (a combined 자격/어학 table's "구분"). */
const KIND_COLUMN = /^(?:구분|종류|분류|type|category|jenis|kategori)$/iu;

type OpenSection = { kind: HeadingKind; lines: string[]; activity: boolean };

/**
 * "Google Ads Search" over "Certification" under CERTIFICATIONS: a section's own heading word alone on the
 * line right under an item of that section (no gap, no sentence end) is the item's wrapped end, not a
 * second heading.
 */
function wrapsItem(current: OpenSection | null, kind: HeadingKind, line: string): boolean {
  const above = current?.lines[current.lines.length - 1];
  if (!current || current.kind !== kind || above === undefined || above.trim() === '') return false;
  return !line.includes('\t') && !/[.:：;。]\s*$/.test(above) && !above.includes('\t');
}

const inSkills = (current: OpenSection | null): boolean => current?.kind === 'skills';

export function splitSections(lines: string[]): { header: string[]; sections: RawSection[] } {
  const header: string[] = [];
  const sections: OpenSection[] = [];
  let current: OpenSection | null = null;
  // Under a header row whose first column is a kind ("구분 | 명칭 | 발행처"), a row's first cell is
  // the row's kind ("자격증", "어학"), never a heading, however many rows follow.
  let kinds = 0;
  // In a section of miscellaneous items, each labelled item opens the section its label names.
  let misc = false;
  // Under "[주요 프로젝트]" in a company's block: the mark of the company heads, the next of which returns to
  // the works (company-after-projects.ts).
  let companyMark: string | null = null;
  // Under "Key projects:" or "주요 프로젝트" in a job: the shape of the job's head (projects-inside-job.ts).
  let nextJobHead: ((line: string) => boolean) | null = null;
  // Numbered section titles ("1. 경력 상세"): a bare "프로젝트" among them is a job's sub-label (numbered-titles-sub-label.ts).
  const numbered = titlesNumbered(lines.filter((l) => headingOf(l) !== null));
  // Under a job's project table: the company over its meta line, as the works opened (company-over-meta-line.ts).
  let metaHead: ReturnType<typeof headOverMetaUnder> = null;
  // Titles set in capitals: a capitals line of a section word and one or two narrowing words is one too.
  const capsTitles = titlesInCaps(lines, (l) => headingOf(l) !== null);
  let previous = '';
  // "학력 | 경력 | 희망연봉" over its values: a portal's summary strip, no section (summary-strip.ts); the lines
  // after it go on in the section it fell in.
  const strip = summaryStripLines(lines, headingKind);
  let beforeStrip: OpenSection | null = null;
  for (const [at, line] of lines.entries()) {
    const above = previous;
    previous = line;
    if (strip.has(at)) {
      if (!strip.has(at - 1)) {
        beforeStrip = current;
        current = { kind: 'other', lines: [], activity: false };
        sections.push(current);
      }
      current?.lines.push(line);
      if (!strip.has(at + 1)) current = beforeStrip;
      continue;
    }
    const below = lines.slice(at + 1).find((l) => l.trim() !== '');
    const nextHead =
      (nextJobHead?.(line) ?? false) ||
      (current?.kind === 'projects' && (metaHead?.(line, below, current.lines) ?? false));
    if (current?.kind === 'projects' && ((companyMark && isNextCompanyHead(companyMark, line)) || nextHead)) {
      current = { kind: 'works', lines: [line], activity: false };
      sections.push(current);
      continue;
    }
    // "학력사항 | 재학기간 | 학교명 | …": a portal's tab heading before its table's header row (tab-heading-row.ts).
    const tab = tabHeadingRow(line, below, (c) => headingKind(c) !== null);
    const tabbed = tab ? headingOf(tab.heading) : null;
    if (tab && tabbed) {
      kinds = 0;
      companyMark = null;
      nextJobHead = null;
      metaHead = null;
      misc = false;
      current = { kind: tabbed.kind, lines: [tab.row], activity: tabbed.activity };
      sections.push(current);
      continue;
    }
    if (isHeaderRow(line))
      kinds = KIND_COLUMN.test(cells(line)[0]?.replace(/\s+/g, '') ?? '') ? cells(line).length : 0;
    // "취 득 일 | 자격 및 면허 | 발 행 처" opening a grid of its own: the kind its header names (header-row-kind.ts).
    const grid = above.trim() === '' ? headerRowKind(line, cellKind) : null;
    if (grid && grid !== current?.kind) {
      current = { kind: grid, lines: [line], activity: false };
      sections.push(current);
      continue;
    }
    // The closing declaration, date and signature belong to no section.
    if (SIGN_OFF.test(line)) {
      current = { kind: 'other', lines: [line], activity: false };
      sections.push(current);
      continue;
    }
    // A table's header row ("외국어 | 수준 | 점수") opens no section, though its first cell may be a heading word.
    // "5. 기타 사항" over "○ 수상 : …": a labelled item opens its own section (misc-section-items.ts).
    const item: ReturnType<typeof miscItem> = misc ? miscItem(line) : null;
    if (item) {
      current = { kind: item.kind, lines: [item.value], activity: false };
      sections.push(current);
      continue;
    }
    const row = kinds > 0 && cells(line).length >= Math.max(3, kinds - 1);
    // "언어 | C, C++, Python" among the skills: a category of them (skill-category-language-row.ts).
    const category: boolean = inSkills(current) && isCodeLanguageRow(line);
    const heading: ReturnType<typeof headingOf> =
      line.trim() && !isHeaderRow(line) && !row && !category ? titleOf(line, capsTitles) : null;
    if (heading && !wrapsItem(current, heading.kind, line)) {
      kinds = 0;
      const inCompany = heading.kind === 'projects' && current?.kind === 'works' && isBracketedLabel(line);
      companyMark = inCompany ? (companyHeadMark(current?.lines ?? []) ?? companyMark) : null;
      const inJob = heading.kind === 'projects' && current?.kind === 'works';
      nextJobHead = inJob
        ? (jobHeadUnder(line, current?.lines ?? []) ??
          (numbered ? servedHeadUnder(line, current?.lines ?? []) : null))
        : null;
      metaHead = inJob ? headOverMetaUnder(current?.lines ?? []) : null;
      misc = heading.kind === 'other' && !heading.rest && isMiscHeading(line.split('\t')[0]);
      current = { kind: heading.kind, lines: [], activity: heading.activity };
      sections.push(current);
      // "학력 | 대학교(4년) 졸업": a summary of the schools under it, no school (school-summary.ts).
      const summary = heading.kind === 'educations' && isSchoolSummary(heading.rest);
      if (heading.rest && !summary) current.lines.push(heading.rest);
      continue;
    }
    (current ? current.lines : header).push(line);
  }
  return {
    header,
    sections: sections.map(({ kind, lines, activity }) => ({
      kind:
        kind === 'schooling'
          ? lines.some((l) => SCHOOLING.test(l))
            ? 'educations'
            : 'other'
          : activity && builtThings(lines)
            ? 'projects'
            : // "PROFILE" over a birth date, a phone, an e-mail and a place (profile-contact-rows.ts).
              kind === 'intro' && isContactRows(lines)
              ? 'person'
              : kind,
      lines,
    })),
  };
}

/** All lines of the sections of one kind, in document order (a blank line between sections). */
export function linesOf(sections: RawSection[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => [...s.lines, '']);
}
