// Reads a resume's text (as extractPdfText gives it, or any plain text with one line per line and
// cells split by tabs or 2+ spaces) into the resume sections. Korean, English and Indonesian.
// Pure and deterministic: no I/O, no server imports.
import type { ResumeSections } from '../../../../db/schema/profiles';
import { hasContacts, stripContacts } from './contacts';
import { findDates } from './dates';
import { parseEducations } from './education';
import { parseAwards, parseCertifications } from './issued';
import { parseLanguages } from './languages';
import { parsePerson } from './person';
import { parseProjects } from './projects';
import { linesOf, splitSections } from './sections';
import { parseSkills } from './skills';
import { cells, endsSentence, labelCell, labelled, prepareLines, tidy } from './text';
import { PERSON_LABELS, key } from './vocabulary';
import { parseWorks } from './work';

export type ParsedResume = { name: string | null; sections: ResumeSections };

/** The resume title (or the person's name) and the sections found in a resume's text. */
export function parseResumeText(text: string): ParsedResume {
  const { header, sections } = splitSections(prepareLines(text));
  const { person, name: labelledName } = parsePerson(header, linesOf(sections, 'person'));
  return {
    name: titleOf(header, labelledName),
    sections: {
      person,
      educations: parseEducations(linesOf(sections, 'educations')),
      works: parseWorks(linesOf(sections, 'works')),
      skills: parseSkills(linesOf(sections, 'skills')),
      certifications: parseCertifications(linesOf(sections, 'certifications')),
      languages: parseLanguages(linesOf(sections, 'languages')),
      projects: parseProjects(linesOf(sections, 'projects')),
      awards: parseAwards(linesOf(sections, 'awards')),
      episodes: [],
    },
  };
}

const GENERIC_TITLES = new Set(
  [
    '이력서',
    '입사지원서',
    '자기소개서',
    'Resume',
    'Résumé',
    'CV',
    'Curriculum vitae',
    'Daftar riwayat hidup',
    'DRH',
  ].map(key),
);

/**
 * The first line of the header that is not contacts, a labelled field, a date or a sentence; else the
 * labelled name ("Nama: ..."); else a generic title such as "이력서" or "Curriculum Vitae".
 */
function titleOf(header: string[], labelledName: string | null): string | null {
  let generic: string | null = null;
  for (const line of header) {
    for (const cell of cells(line)) {
      const { text, contacts } = stripContacts(cell);
      // A letter-spaced title or label ("이 력 서", "성 명") is read without its spaces.
      const candidate = tidy(text).replace(/^(?:\S )+\S$/u, (t) => t.replace(/ /g, ''));
      if (!/\p{L}/u.test(candidate) || (hasContacts(contacts) && candidate.length < 4)) continue;
      if (labelled(candidate, PERSON_LABELS) || /^[^:：]{1,20}[:：]/.test(candidate)) continue;
      if (labelCell(candidate, PERSON_LABELS)) continue;
      if (findDates(candidate).some((d) => d.length >= candidate.length - 2)) continue;
      if (candidate.length > 100 || endsSentence(candidate)) continue;
      if (GENERIC_TITLES.has(key(candidate))) {
        generic ??= candidate;
        continue;
      }
      return candidate;
    }
  }
  return labelledName ?? generic;
}
