// A portal's award or certificate card with the date alone on its last line: the name, the issuer on a line of
// its own, then "Desember 2023" ("Karyawan Terbaik Regional Jawa Timur" / "PT Enseval Putera Megatrading Tbk" /
// "Desember 2023"). Read as a name wrapped over two lines, the issuer was glued to the name. The line over the
// date is the issuer only when it names an organisation (a legal form or a word for a body), so a name
// wrapped over two lines ("Best Paper Award for Research in" / "Machine Learning Systems") stays whole.
import { cut, findDates, type DateToken } from './dates';
import { parts, tidy } from './text';

/** Words that make a line an organisation's name: legal forms and words for schools, bodies and societies. */
const ORGANISATION =
  /(?:^|[\s(])(?:PT|CV|Tbk|Persero|Inc|Ltd|LLC|PLC|GmbH|Corp(?:oration)?|Co|Company|Group|Foundation|Yayasan|University|Universitas|Institut(?:e)?|Politeknik|College|Academy|Akademi|School|Sekolah|Society|Association|Asosiasi|Ikatan|Himpunan|Perhimpunan|Council|Ministry|Kementerian|Badan|Dinas|Agency|Bank|Lembaga|Komisi|Pemerintah|Government)\.?(?=$|[\s),])|\(주\)|㈜|주식회사|공단|협회|학회|재단|대학교|위원회|공사|청$|부$/u;

const dateAlone = (line: string): DateToken | null => {
  const dates = findDates(line);
  return dates.length === 1 && !/[\p{L}\p{N}]/u.test(cut(line, dates[0].index, dates[0].length))
    ? dates[0]
    : null;
};

/** Name (maybe wrapped) over an organisation's line over a date alone; null for any other entry. */
export function datedCardIssuer(lines: string[]): { name: string; issuer: string; date: DateToken } | null {
  if (lines.length < 3) return null;
  const date = dateAlone(lines[lines.length - 1]);
  const issuer = lines[lines.length - 2];
  const names = lines.slice(0, -2);
  if (!date || parts(issuer).length !== 1 || findDates(issuer).length > 0 || !ORGANISATION.test(issuer))
    return null;
  if (names.some((l) => parts(l).length !== 1 || findDates(l).length > 0)) return null;
  // A name whose last line leaves it open ("… for", "… dan") goes on in the next line.
  if (
    /(?:\b(?:of|for|in|and|the|at|on|to|dan|di|untuk|dari|pada|bagi)|[,&-])$/iu.test(
      names[names.length - 1].trim(),
    )
  )
    return null;
  return { name: tidy(names.join(' ')), issuer: tidy(issuer), date };
}
