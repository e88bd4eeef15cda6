// Actions and disagreements told without a cue word, found by the sentence's shape (issue 40): "팀원들과
// 일정을 다시 짰습니다", "I rewrote the onboarding flow", "Kami memindahkan rapat ke hari Senin" are the
// member doing something; "팀장님은 받아들이지 않으셨습니다", "My manager did not want to change it",
// "Kepala gudang tidak mau mengubah jadwal" are another side. Pure; returns the code-point offset the
// question's excerpt starts at, or null.
import type { InterviewLang } from './text';

const HANGUL = /[\uac00-\ud7a3]/;
/** A Hangul syllable ending in ㅆ (했, 었, 았, 웠, 짰 …): a past-tense verb or adjective. */
const pastSyllable = (ch: string) => HANGUL.test(ch) && (ch.codePointAt(0)! - 0xac00) % 28 === 20;

/** Korean clauses: split after a connective ending (…고, …서, …며, …지만, …는데, …니) or a comma. */
function koClauses(sentence: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const re = /[^,，]+?(?:고|(?<!에)서|며|지만|는데|니)(?=\s)|[^,，]+/g;
  let cps = 0;
  let last = 0;
  for (const m of sentence.matchAll(re)) {
    cps += [...sentence.slice(last, m.index)].length;
    out.push({ text: m[0], at: cps });
    cps += [...m[0]].length;
    last = (m.index ?? 0) + m[0].length;
  }
  return out;
}

// Predicates that tell a state, a thought or what happened to the member, not something they did.
const KO_NOT_ACTION =
  /(있었|없었|였|이었|됐|되었|졌|생각했|느꼈|배웠|깨달았|알았|몰랐|봤습니다|보였|들었|좋았|많았|적었|어려웠|힘들었|싶었|원했|공감했|긴장했|걱정했|필요했)/;
/** Another person as the subject: a word other than 저/제/우리/저희 before 이/가/께서/은/는. */
const KO_OTHER_SUBJECT =
  /(^|\s)(?!(?:제|저|저희|우리|저는|제가|저희가|우리가|저희는|우리는)\s)[가-힣]+(?:님|들|원|장|자|분)(?:이|가|께서|은|는)\s/;
const KO_ADVERBS_I = /(같이|많이|깊이|높이|일찍이|꾸준히|함께)/g;

function koAction(sentence: string): number | null {
  for (const c of koClauses(sentence)) {
    const t = c.text.replace(KO_ADVERBS_I, '').trim();
    // The clause's predicate is its last word: a past tense verb with an object (…을/를 …했습니다).
    const words = t.split(/\s+/);
    const pred = words[words.length - 1] ?? '';
    const head = [...pred].findIndex(pastSyllable);
    if (head < 0 || !/[을를]\s/.test(t) || KO_NOT_ACTION.test(pred)) continue;
    // An honorific (…셨) or another person as subject is someone else's doing.
    if (/셨/.test(pred) || KO_OTHER_SUBJECT.test(` ${t}`)) continue;
    return c.at;
  }
  return null;
}

function koConflict(sentence: string): number | null {
  for (const c of koClauses(sentence)) {
    const other = /셨/.test(c.text) || KO_OTHER_SUBJECT.test(` ${c.text}`);
    // Someone else not doing, refusing or wanting otherwise.
    if (other && /(않|안 |못|싫|거절|원하셨|원했|자고 (?:하|했))/.test(c.text)) return c.at;
  }
  return null;
}

// English: "I" (or "we", or a résumé line's opening verb) and a past-tense verb that is a deed.
const EN_IRREGULAR =
  'wrote|rewrote|built|rebuilt|ran|made|took|led|set|put|gave|taught|drew|found|brought|sent|spent|held|kept|cut|chose|sold|bought|began|did|redid|met|told|spoke|won|paid|split|shut|broke|undertook|oversaw|sought|fought|sat down';
const EN_NOT_ACTION =
  /^(based|compared|interested|excited|located|surprised|motivated|inspired|used|wanted|needed|hoped|liked|loved|seemed|noticed|realized|realised|learned|learnt|believed|thought|felt|knew|saw|was|were|had|expected|worried|wished|enjoyed|decided to apply|applied|graduated|studied)$/i;
const EN_DEED = new RegExp(
  `\\b(?:I|we|We)\\s+(?:(?:also|then|later|first|finally|quickly|personally|together|eventually|soon)\\s+)?([a-z]+ed|${EN_IRREGULAR})\\b`,
  'g',
);
const EN_OPENING_DEED = new RegExp(
  `^(?:[A-Z][a-z]+ed|${EN_IRREGULAR.replace(/(^|\|)(\w)/g, (_, b, c: string) => b + c.toUpperCase())})\\b`,
);

function enAction(sentence: string): number | null {
  if (EN_OPENING_DEED.test(sentence) && !EN_NOT_ACTION.test(sentence.split(/\s/)[0])) return 0;
  for (const m of sentence.matchAll(EN_DEED)) {
    if (EN_NOT_ACTION.test(m[1])) continue;
    return [...sentence.slice(0, m.index)].length;
  }
  return null;
}

/** Someone other than the member (a person, by pronoun, name or role) wanting, refusing or not doing. */
const EN_PERSON =
  '(?:manager|lead|boss|team|teammates?|colleagues?|co-?workers?|customers?|clients?|users?|professor|teacher|supervisor|owner|partners?|staff|director|mentor|classmates?|members?|friends?|parents?|vendors?|suppliers?|engineers?|designers?|students?|volunteers?|residents?|patients?|officers?|head)';
const EN_OTHER = new RegExp(
  `\\b(?:(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Oo]ne|[Ss]ome|[Mm]ost)\\s+(?:[a-z]+\\s+)?${EN_PERSON}|[Ss]he|[Hh]e|[Tt]hey|(?!(?:It|This|That|There|These|Those|We|In|At|On|So|But|And|Then)\\b)[A-Z][a-z]+)\\s+(?:(?:still|first|initially|at first)\\s+)?(?:wanted|insisted|preferred|refused|would not|wouldn't|did not|didn't|could not|couldn't|was against|were against)\\b`,
);

function enConflict(sentence: string): number | null {
  const m = EN_OTHER.exec(sentence);
  return m ? [...sentence.slice(0, m.index)].length : null;
}

// Indonesian: "saya"/"kami" then an active verb (me-/mem-/men-/meng-/meny-/ber- …).
const ID_NOT_ACTION =
  /^(merasa|menyadari|mengerti|memahami|menjadi|memiliki|mempunyai|melihat|mendengar|mengira|menganggap|berharap|berpikir|bermimpi|mendapat|mendapatkan|menyukai|mengikuti)$/i;
// "Ibu saya membayar" is the member's mother: a kin or person word before "saya" makes it a possessive.
const ID_DEED =
  /(?<!\b(?:ibu|ayah|bapak|kakak|adik|teman|rekan|atasan|dosen|keluarga|tua|suami|istri|anak|nenek|kakek|paman|bibi|guru|manajer|pembimbing)\s)\b(?:saya|kami)\s+(?:(?:juga|lalu|kemudian|langsung|sendiri|segera|akhirnya|pun|lah)\s+)?((?:me|ber)[a-z]{3,})\b/gi;

function idAction(sentence: string): number | null {
  for (const m of sentence.matchAll(ID_DEED)) {
    if (ID_NOT_ACTION.test(m[1])) continue;
    return [...sentence.slice(0, m.index)].length;
  }
  return null;
}

/** A person other than the member, then "tidak"/"enggan"/"belum mau" …: the other side. */
const ID_OTHER =
  /\b(?!saya\b|kami\b|kita\b)([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:awalnya|tetap|masih|sempat)\s+)?(?:tidak mau|tidak ingin|enggan|belum mau|tidak mengizinkan|tidak menerima|lebih memilih)\b/i;
const ID_PERSON =
  /\b(atasan|rekan|pelanggan|dosen|manajer|pengguna|klien|ketua|kepala|anggota|panitia|teman|beliau|dia|mereka|pemilik|guru|orang tua|pembimbing|senior|supervisor)\b/i;

function idConflict(sentence: string): number | null {
  const m = ID_OTHER.exec(sentence);
  if (!m || !ID_PERSON.test(sentence.slice(0, (m.index ?? 0) + m[0].length))) return null;
  const person = ID_PERSON.exec(sentence)!;
  return [...sentence.slice(0, person.index)].length;
}

/** Where a first-person action is told without a cue word, or null. */
export function actionAt(sentence: string, lang: InterviewLang): number | null {
  if (lang === 'ko') return koAction(sentence);
  if (lang === 'en') return enAction(sentence);
  return idAction(sentence);
}

/** Where another side's stance (not wanting, refusing, preferring) is told without a cue word, or null. */
export function conflictAt(sentence: string, lang: InterviewLang): number | null {
  if (lang === 'ko') return koConflict(sentence);
  if (lang === 'en') return enConflict(sentence);
  return idConflict(sentence);
}
