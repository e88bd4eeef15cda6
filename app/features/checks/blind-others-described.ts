// Round thirty-two (issue 36, ADR 0039): a trait word inside a phrase that describes ANOTHER person the
// writer met or served, by the phrase's grammar — from fresh20's clean answers (seen), by shape:
//   - Korean: an elder's kin word (할아버지, 할머니) after an age or a neighbour word ("여든 살 할아버지가 사는
//     동", "일흔이 넘은 이웃 할아버지의"; round thirty-three: "일흔을 넘긴 이웃 목장 할아버지가"), and a faith word inside a clause whose head is another person
//     ("성가대 연주회를 연 성당 신부님과"), with no word of the writer's before it in the clause;
//   - English: a marital or kin noun brought in by "a"/"an" and described after it ("a widow of 91 who likes
//     …", "a widower who") when the writer does not call themselves one ("I am a widow who" stays flagged);
//   - Indonesian: a trait set after another person's noun ("sepasang suami istri keturunan Tionghoa",
//     "pensiunan insinyur berusia 66 tahun") in a clause with no word of the writer's.
// Tested both ways in blind-others-described.test.ts.
import type { CheckLang } from './types';

const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;
const KO_ELDER = /^(?:할아버지|할머니|할아버님|할머님|아주머니|아저씨)$/;
/** Round thirty-three: the elder's place or trade between (이웃 목장 할아버지, 옆집 세탁소 할머니). */
const KO_PLACE_NOUN =
  '[가-힣]{0,3}(?:목장|농장|가게|식당|세탁소|약국|슈퍼|마트|과수원|논|밭|공장|상회|집|댁|가게집|아파트)';
// Round thirty-five: a unit may follow the tens (여든네 살, 일흔두 살).
const KO_NATIVE_TENS =
  '(?:열|스물|서른|마흔|쉰|예순|일흔|여든|아흔)(?:하나|한|둘|두|셋|세|넷|네|다섯|여섯|일곱|여덟|아홉)?';
/** An age or a neighbour word right before the kin word (여든 살, 90세, 일흔이 넘은, 80대, 이웃, 옆집). */
const KO_AGE_BEFORE = new RegExp(
  `(?:\\d+\\s?(?:살|세|대)|${KO_NATIVE_TENS}\\s?(?:살|세)?(?:이|을|가)?\\s(?:넘은|넘으신|넘긴|넘기신|앞둔|앞두신|지난|되신|된)|${KO_NATIVE_TENS}\\s?살|(?:이웃|옆집|동네|단골|마을|옆 동|윗집|아랫집))\\s(?:(?:이웃|옆집|동네|단골|마을)\\s)?(?:${KO_PLACE_NOUN}\\s)?$`,
);
const KO_LIVED_WITH =
  /^[^.!?,\n]{0,12}?(?:모시|간병|돌보|돌봐|함께 살|같이 살|함께 지내|살며|살고|살았|자랐|자라|키워|길러|손에서|밑에서)/;
/** Another person as the head of a clause after a faith word (… 연 성당 신부님, … 다니는 고객). */
const KO_CLAUSE_TO_PERSON =
  /^[^.!?,\n]{0,16}?[가-힣]*(?:인|는|은|한|된|던|연|온|간|운|둔|쓴)\s(?:[가-힣]{1,6}\s)?(?:신부님|목사님|스님|수녀님|전도사님|신도들|신자들|고객|손님|환자|주민|어르신|관객|학생들?|학부모|이용객|대상자|가족들?)(?=[과와께에의을를이가은는도들\s,.]|$)/;

const EN_WRITER_IS =
  /\b(?:I am|I'm|I was|I became|I remain|as|being|left|me)\s+(?:a|an)\s+$|\b(?:raised|brought up|born|adopted|grew up|growing up|lived|living|live)\s+(?:\w+\s+)?(?:by|to|with)\s+(?:a|an)\s+$/i;
/** A fronted phrase of the writer's: "Raised by a single mom who cleaned offices, I …". */
const EN_FRONTED_BEFORE_I = /^[^.!?;]{0,80}?,\s*I\b/;
const EN_DESCRIBED_AFTER =
  /^\s+(?:of\s+\d+\s+)?(?:who|whose|that|living|next door|down the (?:road|street|lane)|on the (?:estate|street|round|ward))\b|^\s+of\s+\d+\b/i;

/** Words before an Indonesian trait that are no person's noun (adverbs, conjunctions, prepositions). */
export const ID_NOT_NOUN =
  /^(?:saya|aku|kami|kita|sejak|ketika|saat|waktu|sewaktu|kini|sekarang|sudah|telah|baru|genap|hampir|masih|akan|ini|itu|yang|dan|atau|pada|di|ke|dari|dengan|untuk|hingga|sampai|tahun|usia|umur|juga|pun|tetap|belum|sebagai|adalah|merupakan|menjadi|yaitu|ialah|karena|jadi|namun|tetapi|walau|meski|bila|jika|kalau|sebelum|setelah|sesudah|selama|dulu|dahulu|lalu|kemudian|pernah|ternyata|memang|asli|bukan|seorang)$/i;
const ID_TRAIT_AFTER_NOUN = /^(?:berusia|berumur|keturunan|kelahiran|asal)\b/i;
const ID_KIN = /^(?:ayah|ibu|bapak|mama|papa|kakek|nenek|suami|istri|kakak|adik|anak|tua|keluarga)$/i;
const ID_BROUGHT_IN = /\b(?:seorang|para|sang|sepasang|pasangan|milik|untuk|kepada|bagi|dengan)\b/i;
const ID_OWN = /\b(?:saya|aku|gue|gw)\b|\w+ku\b/i;

function clause(text: string, a: number, b: number, breaks: RegExp): [string, string] {
  const before = text.slice(0, a);
  let start = 0;
  for (const m of before.matchAll(breaks)) start = m.index + m[0].length;
  const rest = text.slice(b);
  const end = rest.search(breaks);
  return [before.slice(start), end < 0 ? rest : rest.slice(0, end)];
}

/** Whether the finding text.slice(a, b) of kind `why` is a trait of another person the phrase describes. */
export function othersDescribed(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  const word = text.slice(a, b);
  if (lang === 'ko') {
    const [before] = clause(text, a, b, /[.!?,\n]/g);
    if (KO_OWN.test(before)) return false;
    // The writer living with or raised by the elder (할머니를 모시고 살며, 할머니 손에 자랐) keeps it theirs.
    if (why === 'family' && KO_ELDER.test(word))
      return KO_AGE_BEFORE.test(before) && !KO_LIVED_WITH.test(text.slice(b, b + 24));
    if (why === 'religion') return KO_CLAUSE_TO_PERSON.test(text.slice(b));
    return false;
  }
  if (lang === 'en') {
    if (why !== 'marital' && why !== 'family' && why !== 'age') return false;
    const [before] = clause(text, a, b, /[.!?;\n]/g);
    return (
      /\b(?:a|an)\s+$/i.test(before) &&
      !EN_WRITER_IS.test(before) &&
      EN_DESCRIBED_AFTER.test(text.slice(b, b + 40)) &&
      !EN_FRONTED_BEFORE_I.test(text.slice(b))
    );
  }
  if (!ID_TRAIT_AFTER_NOUN.test(word)) return false;
  const [before, after] = clause(text, a, b, /[.!?;,\n]/g);
  const prev = /([A-Za-z-]+)\s+$/.exec(before)?.[1];
  if (!prev || ID_NOT_NOUN.test(prev)) return false;
  // A bare kin word is the writer's own (Ayah keturunan Arab); another's is brought in (seorang nenek, sepasang).
  if (ID_KIN.test(prev) && !ID_BROUGHT_IN.test(before)) return false;
  return !ID_OWN.test(before) && !ID_OWN.test(after);
}
