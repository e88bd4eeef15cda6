// Round thirty-four (issue 36, ADR 0039): Indonesian owners by the phrase's structure. Indonesian puts the
// owner AFTER the thing owned and a describing phrase AFTER the person it describes, so:
//   - a kin phrase followed by a third person's owner is that person's kin ("undangan akikah anak pertama
//     mereka", "anak bungsu beliau", "ibu Pak Darto"), unless the writer is the subject it is said of ("Saya
//     anak pertama mereka", "Sebagai anak sulung beliau, saya");
//   - an age or an origin set after a person's noun is that person's even when the writer is elsewhere in the
//     clause as the one who acts on them ("… saya pasangkan dengan pensiunan insinyur berusia 66 tahun",
//     "saya melatih operator berusia 19 tahun"): a verb or a preposition between the writer's word and the
//     noun makes the noun someone else; a copula or nothing ("Saya insinyur berusia 30 tahun", "saya menjadi
//     insinyur berusia 25 tahun") keeps it the writer's.
// Tested both ways in round-thirty-four-blind.test.ts.
import { ID_NOT_NOUN } from './blind-others-described';
import type { CheckLang } from './types';

const ID_KIN_END =
  /(?:^|\s)(?:anak(?: (?:pertama|kedua|ketiga|bungsu|sulung|tunggal|tertua))?|ayah|ibu|bapak|kakak|adik|suami|istri|kakek|nenek|orang ?tua|keluarga)$/i;
/** A third person as the owner right after the kin phrase. */
const ID_OWNER_AFTER =
  /^\s+(?:mereka|beliau|dia|ia|kalian|(?:Pak|Bu|Bapak|Ibu|Mas|Mbak|Kak|Om|Tante) [A-Z][a-z]+|(?:pasangan|klien|pelanggan|nasabah|pasien|tetangga|rekan|atasan) (?:itu|tersebut|ini))\b/;
/** The writer as the subject the kin phrase is said of (Saya anak pertama mereka, Sebagai anak sulung beliau). */
const ID_WRITER_IS =
  /(?:\b(?:saya|aku)(?:\s+(?:adalah|ialah|merupakan|hanyalah|memang|ini|juga))*|\bsebagai)\s+$/i;

const ID_OWN_WORD = /\b(?:saya|aku|gue|gw)\b|\w+ku\b/gi;
/** A preposition: the noun after it is someone the writer deals with. */
const ID_PREP =
  /^(?:dengan|kepada|bagi|untuk|bersama|oleh|pada|dari|terhadap|antara|para|melayani|membantu|melatih|mendampingi)$/i;
/** A verb by its affix (memasangkan, dilatih, bertemu, pasangkan, dampingi), not the copula menjadi. */
const ID_VERB = /^(?:me[mn]?g?y?[a-z]{3,}|be[rl][a-z]{3,}|di[a-z]{4,}|te[r][a-z]{3,}|[a-z]{3,}(?:kan|i))$/i;
const ID_COPULA =
  /^(?:menjadi|merupakan|adalah|ialah|sebagai|seorang|hanyalah|bekerja|berprofesi|dulu|kini|sekarang|pun|juga|memang|masih|sudah)$/i;

function clauseBounds(text: string, a: number, b: number): [string, string] {
  let start = 0;
  for (const m of text.slice(0, a).matchAll(/[.!?;\n]/g)) start = m.index + 1;
  const rest = text.slice(b);
  const end = rest.search(/[.!?;\n]/);
  return [text.slice(start, a), end < 0 ? rest : rest.slice(0, end)];
}

/** Whether the Indonesian finding text.slice(a, b) of kind `why` is another person's by its owner or head. */
export function othersIdOwner(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'id') return false;
  const word = text.slice(a, b);
  const [before] = clauseBounds(text, a, b);
  if ((why === 'family' || why === 'marital') && ID_KIN_END.test(word) && ID_OWNER_AFTER.test(text.slice(b)))
    return !ID_WRITER_IS.test(before.split(',').at(-1) ?? '');
  if (!/^(?:berusia|berumur|keturunan|kelahiran)\b/i.test(word)) return false;
  // The writer's word last before the trait in the clause, and the words between it and the trait.
  const own = [...before.matchAll(ID_OWN_WORD)].at(-1);
  if (!own) return false;
  const between = before
    .slice(own.index + own[0].length)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // The person's noun right before the trait (insinyur), not the writer's word itself nor a function word or a
  // verb ("Saya berasal dari Medan dan berumur 31 tahun" says the writer's age).
  const prev = between.at(-1) ?? '';
  if (ID_NOT_NOUN.test(prev) || ID_VERB.test(prev)) return false;
  if (between.length < 1 || /,/.test(between.join(' ')) || between.some((w) => ID_COPULA.test(w)))
    return false;
  return between.slice(0, -1).some((w) => ID_PREP.test(w) || ID_VERB.test(w));
}
