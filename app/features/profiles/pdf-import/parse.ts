// Reads a resume's text (as extractPdfText gives it, or any plain text with one line per line and
// cells split by tabs or 2+ spaces) into the resume sections. Korean, English and Indonesian.
// Pure and deterministic: no I/O, no server imports.
import { withInternActivityBoxes } from './intern-activity-box';
import { isFilledFormNote } from './form-note-filled';
import { withoutSigningBlock } from './signing-block';
import { isAppliedFieldRow } from './applied-field-label';
import { withoutHanjaReading } from './name-hanja';
import { sexAgeNoteName, withoutSexAge } from './name-sex-age';
import { cefrGridLines } from './cefr-grid';
import { withMotherTongues } from './mother-tongue';
import { withoutSectorLines } from './sector-line';
import { withCompanyTeamTitles } from './company-team-title';
import { withAwardCompanyIssuers } from './award-company-issuer';
import { isFormInstruction } from './form-instruction-note';
import { formLabelledName } from './form-labelled-name';
import { labelledNameOverHeadline } from './labelled-full-name';
import { withoutCredentials } from './name-credentials';
import { isLinkStrip, spacedNameCells } from './name-head-lines';
import { withoutGapBeforeGrade } from './grade-line-after-gap';
import { withWrappedIssuerRows } from './wrapped-issuer-row';
import { takeSkillsColumns } from './skills-column';
import type { ResumeSections } from '#db/schema/profiles';
import { hasContacts, stripContacts } from './contacts';
import { findDates } from './dates';
import { parseEducations } from './education';
import { hasEvents, joinEvents, loneEvent } from './events';
import { parseAwards, parseCertifications } from './issued';
import { withoutIssuerCell } from './language-row-issuer';
import { withoutRunningText } from './list-running-text';
import { parseLanguages } from './languages';
import { nameBeforeHeadline } from './name-headline';
import { withoutAvatarInitials } from './avatar-initials';
import { isAddressCell } from './address-not-name';
import { unpairSections } from './paired-sections';
import { parsePerson } from './person';
import { periodBesideBullet } from './period-beside-bullet';
import { namedLanguageRow } from './language-kind-row';
import { takeProjectCards } from './project-cards';
import { takeProjectTables } from './project-table';
import { parseProjects } from './projects';
import { linesOf, splitSections } from './sections';
import { parseSkills } from './skills';
import { joinStackedHeaders } from './table';
import { joinWrappedTitles } from './wrapped-entry-titles';
import { joinSidebarWraps } from './sidebar-wrapped-items';
import { groupedPositions } from './grouped-positions';
import { awardKindLines } from './award-kind-lines';
import { takeAwardKindRows } from './award-kind-row';
import { certificatesAmongAwards } from './certificates-among-awards';
import { withoutLinkOnlyProjects } from './url-only-project';
import {
  cells,
  endsSentence,
  labelCell,
  labelled,
  prepareLines,
  stripBullet,
  tidy,
  withoutScriptMark,
} from './text';
import {
  PERSON_LABELS,
  PHOTO_CAPTION,
  SECTION_HEADINGS,
  isLanguageName,
  key,
  languageOfTest,
} from './vocabulary';
import { parseWorks } from './work';
import { withoutLoneDutyLabels } from './duty-label';
import { withLabelCellPairs } from './work-label-cells';
import { withLabelTableRows } from './label-table-rows';
import { withDashedWorkLabels } from './dashed-work-label';
import { withoutUnfieldedRows } from './work-unfielded-rows';
import { withDurationRowsSplit } from './duration-under-period';
import { jobsAmongProjects } from './job-among-projects';
import { withoutGapBeforeDegree } from './degree-after-gap';
import { awardsAmongCertificates } from './award-certificates';
import { withoutMilitaryService } from './military-service-line';

export type ParsedResume = { name: string | null; sections: ResumeSections };

/** A name read with its Hanja in brackets ("박정호 (朴正浩)") is the Hangul alone; a portal's "남, 1989년생" note goes. */
// "Ana Ruiz, MBA": the credentials after the name are no part of it (name-credentials.ts).
const nameOf = (name: string | null) =>
  name === null ? null : withoutCredentials(withoutSexAge(withoutHanjaReading(name)));

/** The resume title (or the person's name) and the sections found in a resume's text. */
export function parseResumeText(text: string): ParsedResume {
  // A left column's period beside the first item of the right column's list: two lines.
  // A form's "※ … 기입하십시오." under a caption is no entry (form-instruction-note.ts); a grid's
  // "OA 및 전산 활용" column holds skills, no part of its rows (skills-column.ts).
  const { lines: uncarded, skills: columnSkills } = takeSkillsColumns(
    // A form's signing place, date and name at its foot are no section's (signing-block.ts).
    withoutSigningBlock(prepareLines(text))
      .flatMap(periodBesideBullet)
      .filter((l) => !isFormInstruction(l) && !isFilledFormNote(l)),
  );
  // A 경력기술서's project cards under each job ("PJT 1. …" over "기간 | …", "기술 | …"): projects (project-cards.ts).
  const { lines, projects: carded } = takeProjectCards(uncarded);
  // A portal's "인턴 · 대외활동" box: its entries by the kind each names, jobs or activities (intern-activity-box.ts).
  const split = splitSections(withMotherTongues(unpairSections(withInternActivityBoxes(joinStackedHeaders(lines)))));
  // A sidebar's list item wrapped onto a second line is one item (sidebar-wrapped-items.ts).
  const { header } = split;
  const sections = joinSidebarWraps(split.sections);
  const { person, name: labelledName } = parsePerson(header, linesOf(sections, 'person'));
  // "자격증 및 어학", "Certifications & Languages": the language lines of a shared section are languages.
  // "수상 | 해커톤 대상 | 기관 | - | 2020.11" in a grid with a kind column: an award (award-kind-row.ts).
  const { lines: certificateLines, awards: kindAwards } = takeAwardKindRows(
    // A row whose name and "Issuer," wrapped onto a row under it is one row (wrapped-issuer-row.ts).
    withWrappedIssuerRows(linesOf(sections, 'certifications')),
  );
  const { languages, certifications, skilled } = languageLines(
    // A paragraph after the last certificate (a main column's introduction beside a sidebar): no certificate.
    unbulleted(withoutRunningText(certificateLines)),
    /[가-힣]/.test(header.join(' ')),
  );
  // "Bahasa: Inggris (menengah)", "Languages: …" among the skills: the languages, under their own label.
  const { spoken, skills } = labelledLanguages(linesOf(sections, 'skills'));
  // Military service among the schools is no school (military-service-line.ts).
  // A school head and its degree line set apart by a paragraph's margin (degree-after-gap.ts).
  // "GPA: 3.71/4.00" under the degree after a paragraph's margin: the school's grade (grade-line-after-gap.ts).
  const schooling = joinWrappedTitles(
    withoutGapBeforeGrade(withoutGapBeforeDegree(withoutMilitaryService(linesOf(sections, 'educations')))),
  );
  // "Certifications & Awards": an award among the certificates is an award (award-certificates.ts).
  // "수상 및 기타": an item with "자격증 · 기관" under it is a certificate, "수상 · 기관" an award's issuer (award-kind-lines.ts).
  const kinded = awardKindLines(unbulleted(withAwardCompanyIssuers(linesOf(sections, 'awards'))));
  // "국제무역사 1급" over "한국무역협회" among the awards, no kind word under it: a certificate (certificates-among-awards.ts).
  const listed = certificatesAmongAwards(kinded.awards);
  const issued = awardsAmongCertificates(parseCertifications([...certifications, ...kinded.certifications]));
  // A 경력기술서's project table under each job: projects, not jobs.
  const { lines: workLines, projects: tabled } = takeProjectTables(
    joinWrappedTitles(
      withoutLoneDutyLabels(
        withDurationRowsSplit(
          withLabelCellPairs(
            // A company's label/value table printed with a blank line between its rows: one table (label-table-rows.ts).
            withLabelTableRows(
              withDashedWorkLabels(
                withoutSectorLines(
                  groupedPositions(withCompanyTeamTitles(withoutUnfieldedRows(linesOf(sections, 'works')))),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // A job under the projects heading (its head and "position | city" a job's): a job (job-among-projects.ts).
  // A table under a projects heading ("프로젝트 | 기간 | 사용 기술 | 내용"): read by its header row.
  const projectTable = takeProjectTables(linesOf(sections, 'projects'));
  const { projects: projectLines, jobs: projectJobs } = jobsAmongProjects(projectTable.lines);
  return {
    // A Korean form's "성 명" cell names the applicant, whatever lines follow its title (form-labelled-name.ts).
    // "윤채원 여, 1991년 (35세)" under a site export's résumé title names the person (name-sex-age.ts).
    name: nameOf(
      formLabelledName(header, labelledName) ??
        sexAgeNoteName(header) ??
        // "Nama Lengkap : …" under a title and a headline: the label's name (labelled-full-name.ts).
        labelledNameOverHeadline(titleOf(header, labelledName, person.address), labelledName),
    ),
    sections: {
      person,
      educations: parseEducations(
        joinEvents(schooling, 'educations'),
        hasEvents(schooling, 'educations') ? (l) => loneEvent(l, 'educations') : undefined,
      ),
      works: parseWorks(joinEvents([...workLines, ...projectJobs], 'works')),
      skills: parseSkills([...skills, ...skilled, ...columnSkills]),
      certifications: [...issued.certifications, ...listed.certifications],
      languages: parseLanguages([
        // A paragraph after the last language (a main column's introduction under no heading): no language.
        ...cefrGridLines(unbulleted(withoutRunningText(linesOf(sections, 'languages')))).map(withoutDateCell),
        ...languages,
        ...spoken,
      ]),
      // A link alone under a portfolio heading is no project (url-only-project.ts).
      projects: [
        ...withoutLinkOnlyProjects(parseProjects(projectLines)),
        ...projectTable.projects,
        ...tabled,
        ...carded,
      ],
      awards: [...listed.awards, ...parseAwards(kindAwards), ...issued.awards],
      episodes: [],
    },
  };
}

/** A list of names ("• 정보처리기사 (2021.11)"): the bullets are no part of them. */
const unbulleted = (lines: string[]) => lines.map(stripBullet);

/** A row's leading date cell ("2022. 04 | 영어 — TOEIC 915점": when the score was taken) dropped. */
function withoutDateCell(line: string): string {
  const row = cells(line);
  return row.length >= 2 && isDateCell(row[0]) ? row.slice(1).join('\t') : line;
}

const isDateCell = (cell: string) => findDates(cell).length > 0 && cell.length <= 12;

/**
 * Splits a certificate section's lines into language lines ("영어 – TOEIC 870점 (고급)", a date cell
 * before it dropped), lines labelled as skills, and the rest: a line whose first word names a language
 * is a language skill.
 */
function languageLines(
  lines: string[],
  korean: boolean,
): { languages: string[]; certifications: string[]; skilled: string[] } {
  const languages: string[] = [];
  const certifications: string[] = [];
  const skilled: string[] = [];
  for (const line of lines) {
    // "자격 및 기술": a line labelled with a skills heading ("보유 기술: C++, Qt", "Skills: …") lists skills.
    const label = labelled(line, SECTION_HEADINGS);
    if (label?.label === 'skills' && label.value) {
      skilled.push(label.value);
      continue;
    }
    const row = cells(line);
    // A combined table's kind column ("구분": 자격증 | 어학): an 어학 row is a language, its score the
    // test's ("어학 | TOEIC | ETS | 790점" → 영어, "TOEIC 790점"; the issuer is no part of it).
    const test = LANGUAGE_KIND.test(row[0] ?? '') ? row.slice(1).find((c) => languageOfTest(c)) : undefined;
    // "어학 | 영어 OPIc IM2 | ACTFL | 2022.06": the language named in the cell, then its test (language-kind-row.ts).
    const named = LANGUAGE_KIND.test(row[0] ?? '') && !test ? namedLanguageRow(row) : null;
    if (named) {
      languages.push(named, '');
      continue;
    }
    if (test && row.length >= 3) {
      const score = row.slice(1).find((c) => c !== test && /\d/.test(c) && !isDateCell(c));
      languages.push(
        `${languageOfTest(test)}\t${score && !test.includes(score) ? `${test} ${score}` : test}`,
        '',
      );
      continue;
    }
    // Its certificate rows ("자격증 | 물류관리사 | 한국산업인력공단 | 2015.08"): the kind is no part of them.
    if (row.length >= 3 && CERTIFICATE_KIND.test(row[0])) {
      certifications.push(row.slice(1).join('\t'));
      continue;
    }
    const body = row.length >= 2 && isDateCell(row[0]) ? row.slice(1) : row;
    const first = body[0]?.split(/\s+[-–—:]\s+|\s*[(:：]\s*|\s+/)[0] ?? '';
    // "2019. 11.<tab>TOEIC 845점" in a Korean resume: a score of the test's language (영어).
    const tested = korean && body.length === 1 ? languageOfTest(body[0]) : null;
    if (first && isLanguageName(first) && body.join(' ').length <= 80)
      languages.push(withoutIssuerCell(body).join('\t'), '');
    else if (tested && body[0].length <= 40) languages.push(`${tested}\t${body[0]}`, '');
    else certifications.push(line);
  }
  return { languages, certifications, skilled };
}

/** A combined table's kind cell for a certificate row. */
const CERTIFICATE_KIND =
  /^(?:자격증|자격|면허|국가자격|민간자격|certificate|certification|license|licence|sertifikat|sertifikasi)$/iu;
/** A combined table's kind cell for a language row. */
const LANGUAGE_KIND = /^(?:어학|외국어|어학\s*성적|language|languages|bahasa)$/iu;

/** Lines of the skills labelled with a languages heading word ("Bahasa:", "어학:"), as language lines. */
function labelledLanguages(lines: string[]): { spoken: string[]; skills: string[] } {
  const spoken: string[] = [];
  const skills: string[] = [];
  for (const line of lines) {
    const match = stripBullet(line).match(/^\s*([^:：\t]{1,24}?)\s*[:：]\s*(\S.*)$/);
    // "Languages: Python, Scala" among the skills are programming languages: a spoken one comes first.
    const first = match?.[2].split(/\s*[,(;—–-]\s*|\s+(?=\()/)[0] ?? '';
    if (match && SECTION_HEADINGS.get(key(match[1])) === 'languages' && isLanguageName(first, true))
      spoken.push(match[2], '');
    else skills.push(line);
  }
  return { spoken, skills };
}

const GENERIC_TITLES = new Set(
  [
    '이력서',
    '입사지원서',
    '자기소개서',
    '경력기술서',
    '경력 기술서',
    // A 경력기술서's English title over the name.
    'Career description',
    'Resume',
    'Résumé',
    'CV',
    'Curriculum vitae',
    'Daftar riwayat hidup',
    'DRH',
    // The Europass logo over the name.
    'Europass',
    'Europass Curriculum Vitae',
  ].map(key),
);

/** A Korean form's title: a word for the form before 이력서 or 입사지원서 ("표준 이력서", "국문 이력서"). */
const FORM_TITLE = /^(?:표준|국문|영문|신입|경력|통합|일반)(?:이력서|입사지원서)$/u;

/**
 * The name after a Korean document title on its line ("경력기술서  권태오", "이력서 | 김민준"): a Hangul name of
 * 2–5 syllables. A Latin title before a name is kept ("CV Budi Santoso" may be how the member writes it).
 */
function titledName(line: string): string | null {
  const match = /^([가-힣 ]{2,8}?)\s*[-–—|·:]?\s+([가-힣]{2,5})$/u.exec(line);
  return match && GENERIC_TITLES.has(key(match[1])) ? match[2] : null;
}

/**
 * The first line of the header that is not contacts, a labelled field, a date or a sentence; else the
 * labelled name ("Nama: ..."); else a generic title such as "이력서" or "Curriculum Vitae".
 */
function titleOf(header: string[], labelledName: string | null, address = ''): string | null {
  let generic: string | null = null;
  for (const line of header) {
    // A document title letter-spaced across cells ("D A F TA R | R I W AYAT | H I D U P") or with a form's
    // word before it ("표준 이력서") is no name.
    if (GENERIC_TITLES.has(key(line)) || FORM_TITLE.test(key(line))) {
      generic ??= line;
      continue;
    }
    // "지원분야 | 재무회계" under a form's title (applied-field-label.ts).
    if (isAppliedFieldRow(line)) continue;
    // "Portfolio · LinkedIn · GitHub" over the name; "ELENA | MARTIN", a letter-spaced name (name-head-lines.ts).
    if (isLinkStrip(line)) continue;
    const spaced = spacedNameCells(line);
    if (spaced && !GENERIC_TITLES.has(key(spaced))) return spaced;
    // "DA | Dimas Arya Pratama": an avatar's initials before the name are no name (avatar-initials.ts).
    for (const cell of withoutAvatarInitials(cells(line))) {
      const { text, contacts } = stripContacts(cell);
      // A letter-spaced title or label ("이 력 서", "성 명") is read without its spaces.
      const candidate = withoutScriptMark(tidy(text)).replace(/^(?:\S )+\S$/u, (t) => t.replace(/ /g, ''));
      if (!/\p{L}/u.test(candidate) || (hasContacts(contacts) && candidate.length < 4)) continue;
      // The address read from the header's first line is no name (address-not-name.ts).
      if (isAddressCell(candidate, address)) continue;
      if (labelled(candidate, PERSON_LABELS) || /^[^:：]{1,20}[:：]/.test(candidate)) continue;
      if (labelCell(candidate, PERSON_LABELS)) continue;
      if (findDates(candidate).some((d) => d.length >= candidate.length - 2)) continue;
      // "Dimas Prasetyo, S.T., M.Eng.": a name closed by titles' full stops is no sentence (name-credentials.ts).
      if (candidate.length > 100 || endsSentence(withoutCredentials(candidate))) continue;
      // A note in brackets under the title ("(고용노동부 표준 양식)") is no name.
      if (/^[(（[].*[)）\]]$/u.test(candidate)) continue;
      // A photo box's caption ("사진", "Photo (3×4)") or a lone letter is never the title.
      if (PHOTO_CAPTION.test(candidate) || candidate.replace(/[^\p{L}]/gu, '').length < 2) continue;
      if (GENERIC_TITLES.has(key(candidate))) {
        generic ??= candidate;
        continue;
      }
      // "경력기술서  권태오": the document's title before the name on one line.
      const titled = titledName(candidate);
      if (titled) return titled;
      // "한지우 물류 데이터 엔지니어": the name, then a headline in the same paragraph.
      const headlined = nameBeforeHeadline(candidate);
      if (headlined) return headlined;
      // "송하린 Song Harin": the name as written in Hangul, its romanised form beside it.
      return candidate.match(/^([가-힣]{2,5})\s+[A-Za-z][A-Za-z .'-]*$/)?.[1] ?? candidate;
    }
  }
  return labelledName ?? generic;
}
