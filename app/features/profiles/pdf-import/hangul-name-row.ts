// A Korean form's name rows beside a photo cell merged over them: the 성명 label cell spans "한글 | 최유나" over
// "영문 | Choi Yuna", and only the sub-labels sit beside the names. No row said "성명 | name", so the form's
// title ("이 력 서") was taken for the name. A "한글" (or "국문") sub-label cell before a Hangul name of two to
// four syllables gives the name.
import { cells } from './text';

/** "한글 | 능숙": a skill's level in a grid of office programs, no name. */
const LEVEL = /^(?:능숙|보통|우수|미흡|양호|중급|고급|초급|상급|하급|가능|활용|사용)$/u;

const SUB_LABEL = /^(?:한글|국문)(?:\s*(?:성명|이름))?$/u;

/** The Hangul name after a "한글"/"국문" sub-label cell in a row ("한글 | 최유나" → "최유나"), else null. */
export function hangulNameRow(line: string): string | null {
  const row = cells(line).map((c) => c.trim());
  for (let i = 0; i + 1 < row.length; i++) {
    if (!SUB_LABEL.test(row[i].replace(/\s+/g, ' '))) continue;
    const name = row[i + 1].replace(/^(\S) (\S)(?: (\S))?(?: (\S))?$/u, (t) => t.replace(/ /g, ''));
    if (/^[가-힣]{2,4}$/u.test(name) && !LEVEL.test(name)) return name;
  }
  return null;
}
