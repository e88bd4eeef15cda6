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
  for (let i = 0; i < row.length; i++) {
    // The sub-label letter-spaced like the form's other labels ("한 글 | 배 수 진"), or in brackets before the
    // name in one cell ("(한글) 정태윤", "[국문] 문세아"): the label is never the name.
    const inCell = /^[(（[]\s*((?:한\s*글|국\s*문))\s*[)）\]]\s*(\S.*)$/u.exec(row[i]);
    if (
      !inCell &&
      (i + 1 >= row.length || !SUB_LABEL.test(row[i].replace(/\s+/g, '').replace(/(성명|이름)$/u, ' $1')))
    )
      continue;
    const name = (inCell ? inCell[2] : row[i + 1]).replace(/^(\S) (\S)(?: (\S))?(?: (\S))?$/u, (t) =>
      t.replace(/ /g, ''),
    );
    if (/^[가-힣]{2,4}$/u.test(name) && !LEVEL.test(name) && !isNameSubLabel(name)) return name;
  }
  return null;
}

/**
 * A caption naming the script of a name cell: "한글", "한자", "영문" set in a row of their own over the name cells
 * ("한글 | 한자 | 영문" over "성 명 | 한지훈 | 韓志勳 | Han Ji-hoon") or after the 성명 label.
 */
const SCRIPT_CAPTION = /^(?:한글|국문|한자|漢字|영문|英文)(?:성명|이름)?$/u;

/**
 * Whether a labelled name's value is only a sub-label ("성 명 | 한글 | 윤 도 현": "한글" is no name; "한글 | 한자 |
 * 영문", the captions over the name cells: "한자" is no name either).
 */
export const isNameSubLabel = (value: string) => SCRIPT_CAPTION.test(value.replace(/\s+/g, ''));
