// Round thirty (issue 36): Indonesian words by their form and context.
// - A listed word with a clitic after it (imsakiyah+nya, autis+lah): the kept lists hold bare words, and
//   -nya, -lah, -kah, -pun attach to any of them.
// - An everyday verb before "bareng" names a shared event as members write it (nonton bareng, ngopi
//   bareng, makan bareng: KBBI's "nobar"); the informal verb alone elsewhere is left to the speller.
// - kaus (a T-shirt, a sock) written kaos — KBBI's kaos is "chaos" — where a garment is worn: after wearing
//   or a uniform, or before its colour, logo, collar or sleeves (kaos hitam, kaos berlogo, kaos kaki). The
//   garment trade's product names are left as the trade writes them (1.200 potong kaos polo, kaos oblong).
// - fotokopi with the English letters of "copy" (fotocopy, foto copy, fotokopy, memfotocopy).
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';
import { ID_ACCEPTED_WORDS } from './indonesian-kbbi-words';
import type { Token } from './text';

const LISTED = new Set(ID_ACCEPTED_WORDS.map((w) => w.toLowerCase()));

/** Whether a lower-case word is a listed word with -nya, -lah, -kah or -pun after it. */
export function listedWithClitic(lower: string): boolean {
  const m = /^([a-z']{3,}?)(nya|lah|kah|pun)$/.exec(lower);
  return !!m && LISTED.has(m[1]);
}

/** Whether the word at `i` is a verb before "bareng" (nonton bareng). */
export function sharedEvent(toks: Token[], i: number): boolean {
  return (
    /^(?:nonton|ngopi|ngabuburit|ngumpul|nongkrong|main|makan|mudik|jalan)$/i.test(toks[i].word) &&
    /^bareng$/i.test(toks[i + 1]?.word ?? '')
  );
}

export const ID_KAUS: ContextRule[] = [
  {
    id: 'baku',
    re: /\b((?:memakai|pakai|mengenakan|dikenakan|berupa|seragam|berbaju) )kaos\b|\bkaos(?= (?:hitam|putih|merah|biru|abu-abu|hijau|kuning|kaki|tangan|lengan|berlogo|berkerah|polos)\b)/gi,
    fix: (m) => (m[1] ? `${m[1]}kaus` : m[0][0] === 'K' ? 'Kaus' : 'kaus'),
  },
  {
    id: 'baku',
    re: /\b((?:[Mm]em|[Dd]i)?)([Ff])oto ?(?:copy|copi|kopy)\b/g,
    fix: (m) => `${m[1]}${m[2]}otokopi`,
  },
];
