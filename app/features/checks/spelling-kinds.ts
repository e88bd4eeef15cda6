// Round twenty-seven (issue 36): kinds of correct words the speller did not know, found by fresh18's false
// alarms and widened to their families, not the words:
// - Korean: a word the judge accepts with a 하다/되다 ending (코칭+했습니다: a loanword noun made a verb), or
//   with a counting suffix (홀+별, 원어치+씩: a one-syllable noun or a counter); the contracted ㄴ adnominals
//   of the three -르다 stems that have a short form (서투르다/서툴다 → 서툰, 머무르다/머물다 → 머문,
//   서두르다/서둘다 → 서둔: 국립국어원's 준말, which take no vowel ending).
// - English: drug names by their international nonproprietary name stems (amlodipine, atenolol, ramipril,
//   losartan, atorvastatin) and medical adjectives and fields in -iatric (bariatric); none lies one letter
//   from a dictionary word.
// Tested both ways in round-twenty-seven-spelling.test.ts.
import { prefixedAcronym, termShape } from './english-term-shapes';
import { listedWithClitic } from './indonesian-informal-forms';
import { candidates } from './suggest';
import { provisionalPrefixed } from './korean-provisional-prefix';
import { absentAdjective } from './korean-absent-adjectives';
import { britishDoubledL, combiningFormCompound, englishAgentNoun } from './english-derived-forms';
import { acceptedHeadSuffixed, cropField, tradeVerb } from './korean-field-words';

/** 하다/되다/시키다 endings after a noun (했습니다, 하며, 된, 시켜). */
const KO_VERB_ENDING =
  /^(?:하|해|했|한|할|함|합|되|돼|됐|된|될|됨|됩|시키|시켜|시켰|시킨|시킬)[\uac00-\ud7a3]{0,5}$/;
/** Counting suffixes a noun or a counter takes, then a particle. */
const KO_COUNT_SUFFIX = /(?:씩|별|마다|당)(?:은|는|이|가|을|를|의|에|에서|로|으로|도|만|과|와)?$/;
/** 되 where 돼 (되어) is meant: 되야, 되서, 됬 (Hunspell takes 되야 for a word). */
const WRONG_DOE = /^(?:되[야서어었]|됬)/;
const KO_SHORT_ADNOMINAL = /^(?:서툰|머문|서둔)(?:지|데|걸|가)?$/;

/** Whether a Korean word is an accepted word with a verb ending or a counting suffix, or a short adnominal. */
export function koWordKind(
  word: string,
  correct: (w: string) => boolean,
  accepts: (w: string) => boolean,
): boolean {
  if (KO_SHORT_ADNOMINAL.test(word)) return true;
  if (provisionalPrefixed(word, correct)) return true;
  // Round thirty-four: a noun+없다 adjective whose -없이 adverb is a word (말없는; korean-absent-adjectives.ts).
  if (absentAdjective(word, correct)) return true;
  // Round thirty-six: a crop's field (콩밭), an accepted head with a bound suffix (첫물+차), a trade verb
  // Hunspell lacks read as a look-alike's forms (덖는 as 꺾는; korean-field-words.ts).
  if (cropField(word, correct) || tradeVerb(word, correct)) return true;
  if (acceptedHeadSuffixed(word, correct, accepts)) return true;
  // The ending must be a right word of its own (했습니다, 하며): not 할수, 할려고, 되야, 하셨데요.
  for (let i = word.length - 1; i >= 2; i--) {
    const tail = word.slice(i);
    if (KO_VERB_ENDING.test(tail) && !WRONG_DOE.test(tail) && correct(tail) && accepts(word.slice(0, i)))
      return true;
  }
  const suffix = KO_COUNT_SUFFIX.exec(word)?.[0];
  if (suffix && word.length > suffix.length) return accepts(word.slice(0, -suffix.length));
  return false;
}

/** INN stems of drug names (WHO's stem book: -dipine calcium channel blockers, -olol beta blockers, …). */
const DRUG_STEM =
  /(?:dipine|olol|pril|sartan|statin|prazole|tinib|cillin|mycin|cycline|floxacin|oxetine|triptan|tidine|gliptin|gliflozin|parin|semide|thiazide|profen|dronate|lukast|setron|formin|azepam|ximab|zumab|umab)$/;
const MEDICAL_FIELD = /^[a-z]{3,}iatric(?:s|ian|ians)?$/;

/** Whether a lower-case English word is a drug name or a medical field no dictionary word lies one edit from. */
export function medicalTerm(lower: string, correct: (w: string) => boolean): boolean {
  if (lower.length < 7 || !(DRUG_STEM.test(lower) || MEDICAL_FIELD.test(lower))) return false;
  for (const c of candidates('en', lower)) if (c !== lower && correct(c)) return false;
  return true;
}

/** Whether a word the dictionary rejects is of one of these kinds (`accepts`: the judge on a part). */
export function wordKind(
  lang: 'ko' | 'en' | 'id',
  word: string,
  correct: (w: string) => boolean,
  accepts: (w: string) => boolean,
): boolean {
  if (lang === 'ko') return koWordKind(word, correct, accepts);
  // Round thirty: chemical names and -kini swimwear (english-term-shapes.ts); a listed Indonesian word with
  // a clitic (indonesian-informal-forms.ts).
  // Round thirty-two: an acronym after a lower-case letter (eCRF, mRNA; english-term-shapes.ts).
  if (prefixedAcronym(word, correct)) return true;
  const lower = word.toLowerCase();
  // Round thirty-four: a British -ll- form of a known word (english-derived-forms.ts).
  if (britishDoubledL(lower, correct)) return true;
  // Round thirty-seven: an English agent noun in an Indonesian answer (matcher, homogenizer), a medical
  // combining form before a known word (haemodialysis, endotoxin; english-derived-forms.ts).
  if (lang === 'id') return listedWithClitic(lower) || englishAgentNoun(lower, correct);
  if (combiningFormCompound(lower, correct, (w) => [...candidates('en', w)])) return true;
  return medicalTerm(lower, correct) || termShape(lower, correct);
}
