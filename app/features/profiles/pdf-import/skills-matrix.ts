// A skills matrix, as US one-page résumés write it: a heading "Skills Matrix" (or "Skill Matrix", "Technical
// Skills Matrix", "Matriks Keahlian", "스킬 매트릭스") over a table of a skill, the years it was used and how well
// ("Skill | Years | Proficiency", "Tool | Yrs | Level"). The heading names the skills section (the word
// "matrix" only says how it is drawn); the years column, like the level column, is no skill.
import { SECTION_HEADINGS, key, type SectionKind } from './vocabulary';

const MATRIX_AFTER = /^(\S.*?)\s+(?:matrix|matrices|grid)$/iu;
const MATRIX_BEFORE = /^(?:matriks|matrix)\s+(\S.*)$/iu;
const KOREAN_MATRIX = /^([가-힣]{2,6})\s*(?:매트릭스|매트릭스표)$/u;

/** The section a "… matrix" heading names ("Skills Matrix" → skills); null when its words name none. */
export function matrixHeading(text: string): SectionKind | null {
  const t = text.trim();
  const word = MATRIX_AFTER.exec(t)?.[1] ?? MATRIX_BEFORE.exec(t)?.[1] ?? KOREAN_MATRIX.exec(t)?.[1];
  return word ? (SECTION_HEADINGS.get(key(word)) ?? null) : null;
}

/** A column title for the years a skill was used ("Years", "Yrs", "Years of experience", "Tahun", "경력(년)"). */
const YEARS_HEAD =
  /^(?:years?(?:\s+of\s+(?:experience|use))?|yrs?\.?|exp\.?\s*\(?(?:years?|yrs?)\)?|experience\s*\((?:years?|yrs?)\)|(?:lama\s+)?tahun|pengalaman\s*\(tahun\)|경력\s*\(?년\)?|연차|사용\s*기간)$/iu;

export const isYearsHead = (cell: string) => YEARS_HEAD.test(cell.trim());
