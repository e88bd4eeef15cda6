// A language written as a row of a certificates table ("영어 OPIc IH | ACTFL | 2021.11" under "이름 | 발급
// 기관 | 취득일"): its first cell names the language and the test with its grade; the issuer's cell after it
// (the body that runs the test: ACTFL, ETS, 일본국제교류기금) is no part of the language's detail, which had
// read "OPIc IH, ACTFL". A cell that gives a level ("고급", "Fluent") or a score stays.
import { isLanguageName, isLanguageTest, LANGUAGE_LEVELS, key } from './vocabulary';

export function withoutIssuerCell(row: string[]): string[] {
  if (row.length < 2) return row;
  const words = row[0].trim().split(/\s+/);
  const tested = words.length >= 3 && isLanguageName(words[0]) && isLanguageTest(words[1]);
  if (!tested) return row;
  const issuer = (cell: string) =>
    !/\d/.test(cell) &&
    cell.trim().length > 0 &&
    cell.trim().length <= 40 &&
    !LANGUAGE_LEVELS.has(key(cell)) &&
    !isLanguageTest(cell) &&
    !/[(（]/.test(cell);
  return [row[0], ...row.slice(1).filter((c) => !issuer(c))];
}
