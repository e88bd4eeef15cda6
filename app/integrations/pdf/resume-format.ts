// Small text formatters for printed resumes (pure; shared by both layouts).
import type { Education, ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import type { ResumeLabels } from './resume-labels';

/** 'YYYY.MM ~ YYYY.MM'; an open end prints the word for "present"; nothing when both ends are empty. */
export function formatPeriod(start: string, end: string, labels: ResumeLabels): string {
  const from = start.trim();
  const to = end.trim();
  if (!from && !to) return '';
  if (!from) return to;
  return `${from} ~ ${to || labels.present}`;
}

/** 'YYYY.MM' with a two-digit month; the year alone when the month is unknown. */
export function formatBirth(year: string, month: string): string {
  const y = year.trim();
  const m = month.trim();
  if (!y) return '';
  if (!/^\d{1,2}$/.test(m)) return y;
  return `${y}.${m.padStart(2, '0')}`;
}

export function formatCountry(code: string, labels: ResumeLabels): string {
  return labels.countries[code.trim().toUpperCase()] ?? code.trim();
}

export function formatLevel(education: Education, labels: ResumeLabels): string {
  return labels.gradLevels[education.gradLevel] ?? '';
}

export function formatStatus(education: Education, labels: ResumeLabels): string {
  return education.graduated ? labels.graduated : labels.enrolled;
}

export function formatGpa(gpa: string, labels: ResumeLabels): string {
  return gpa.trim() ? `${labels.gpa} ${gpa.trim()}` : '';
}

/** Joins the non-empty parts with a middle dot. */
export function joinParts(parts: string[], separator = ' · '): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(separator);
}

/** Paragraphs of a free text (achievements, descriptions), blank lines dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A print carries only the episodes the owner marked "print this episode on my resume". */
export function withPrintedEpisodes(sections: ResumeSections): ResumeSections {
  return { ...sections, episodes: printedOnly(sections.episodes) };
}

export function printedOnly(episodes: readonly ResumeEpisode[] | null | undefined): ResumeEpisode[] {
  return (episodes ?? []).filter((e) => e.print === true);
}
