// A licence grid with a number column (면허·자격명 | 번호 | 취득일 | 발급기관): "간호사 면허 | 제 412873 호 | 2020. 02. 21. |
// 보건복지부". The register number was read as the issuer. A cell that is only such a number — "제 412873 호",
// "No. 2019-01234", "면허번호 412873", six digits or more — is dropped from the row.
import { cells } from './text';

const NUMBER =
  /^(?:제\s*[\d-]{3,}\s*호|(?:no\.?|nomor|번호|면허\s*번호|자격\s*번호|등록\s*번호)\s*[:：]?\s*[A-Z]{0,3}[\d-]{4,}|[A-Z]{0,3}-?\d{6,}(?:-\d+)?)$/iu;

/** The row without a register-number cell (not its first cell); the line as it was otherwise. */
export function withoutNumberCell(line: string): string {
  const row = cells(line);
  if (row.length < 3) return line;
  const kept = row.filter((c, i) => i === 0 || !NUMBER.test(c.trim()));
  return kept.length === row.length ? line : kept.join('\t');
}
