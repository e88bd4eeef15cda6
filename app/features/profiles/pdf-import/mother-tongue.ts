// A label for one's first language with the languages beside it ("Mother tongue(s)<tab>Polish", "Native
// language<tab>Indonesian, Javanese"), as a Europass CV writes it: the label opens the languages, and the languages it names are
// spoken as a mother tongue — the level the label gives, which the line beside it never writes. Each language
// gets it in brackets ("Polish (Mother tongue)"), read as its level by the language parser.
import { cells } from './text';
import { isLanguageName } from './vocabulary';

const MOTHER_TONGUE =
  /^(?:mother\s+tongues?|mother\s+tongue\s*\(s\)|native\s+languages?|native\s+language\s*\(s\))$/iu;

/** Lines with a mother-tongue label's languages marked as mother tongues; other lines as they are. */
export function withMotherTongues(lines: string[]): string[] {
  return lines.map((line) => {
    const row = cells(line);
    if (row.length !== 2 || !MOTHER_TONGUE.test(row[0]) || /[()]/.test(row[1])) return line;
    const names = row[1].split(/\s*[,;、]\s*|\s+(?:and|dan|및)\s+/u).filter(Boolean);
    if (names.length === 0 || !names.every((n) => isLanguageName(n))) return line;
    return `${row[0]}\t${names.map((n) => `${n} (Mother tongue)`).join('; ')}`;
  });
}
