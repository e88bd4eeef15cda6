// A skills-like heading ("핵심 역량", "Core competencies", "Kompetensi utama") over statements — bullets saying
// what the person did, with figures ("신규 랜딩 누적 41건, 담당 지역 매출 3년 연속 목표 초과 달성", "Grew the
// territory's revenue 18% a year for three years") — and the total career beside the heading ("총 경력 13년 3개월"):
// a summary of the career, no skills. Read as a list, each statement was cut at its commas and dots into
// "skills". A list of short items, even bulleted, stays a list.
import { isBullet, stripBullet } from './text';

/** A bullet of six words or more whose longest piece between list separators holds four words or more. */
export function isStatementBullet(line: string): boolean {
  if (!isBullet(line)) return false;
  const text = stripBullet(line).trim();
  if (text.split(/\s+/).length < 6) return false;
  const pieces = text.split(/\s*[,，、;|/·]\s*/u);
  return Math.max(...pieces.map((p) => p.split(/\s+/).filter(Boolean).length)) >= 4;
}

/** "총 경력 13년 3개월", "Total experience: 9 years", "Total pengalaman 7 tahun 2 bulan". */
const TOTAL_CAREER =
  /^(?:총\s*경력|경력\s*합계|total\s+experience|total\s+pengalaman|pengalaman\s+total)\s*[:：]?\s*\d{1,2}\s*(?:년|years?|yrs?|tahun)(?:\s*\d{1,2}\s*(?:개월|months?|bulan))?$/iu;

/**
 * The skills lines without a total career and without statements, when two or more bullets are statements
 * and one of them carries a figure; otherwise as they were.
 */
export function withoutSkillStatements(lines: string[]): string[] {
  const kept = lines.filter((l) => !TOTAL_CAREER.test(l.trim()));
  const statements = kept.filter(isStatementBullet);
  if (statements.length < 2 || !statements.some((s) => /\d/.test(s))) return kept;
  return kept.filter((l) => !isStatementBullet(l));
}
