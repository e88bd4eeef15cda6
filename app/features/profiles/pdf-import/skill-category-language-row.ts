// "언어 | C, C++, Python" among a skills table's rows ("플랫폼 | …", "통신·도구 | …"): the programming languages, a
// category of skills. Its first cell is a heading word ("언어", "Languages", "Bahasa"), so the row opened a
// languages section that took every skill after it as a language.
import { cells } from './text';
import { SECTION_HEADINGS, isLanguageName, isLanguageTest, key } from './vocabulary';

/**
 * Whether a skills section's row is a category of programming languages: two cells, the first a languages heading
 * word, the second a list of two or more items none of which names a spoken language or a language test. A row
 * listing spoken languages ("Languages | English, Korean") or a test ("어학 | TOEIC 850, OPIc IH") is none.
 */
export function isCodeLanguageRow(line: string): boolean {
  const row = cells(line);
  if (row.length !== 2 || SECTION_HEADINGS.get(key(row[0])) !== 'languages') return false;
  const items = row[1].split(/\s*[,、·]\s*/).filter(Boolean);
  if (items.length < 2) return false;
  return items.every((item) => {
    const first = item.split(/[\s(]/)[0];
    return !isLanguageName(first, true) && !isLanguageTest(item);
  });
}
