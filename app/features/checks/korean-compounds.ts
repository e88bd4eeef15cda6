// Native Korean compounds of a noun and a verb made a noun with -기 (round nine, ADR 0039): 숲+가꾸기
// (tending the forest), 풀+베기 (mowing), 김장+담그기, 나무+심기 — the object before the verb, written as
// one word, as working life names its tasks. Hunspell lists the noun and the verb, not each such compound,
// and the analyser reads them into a noun and a verb (which its rule for Hunspell's rejects refuses).
// Pure: Hunspell's `correct` and the analyser come in.
import { firstCompound } from './korean-first-compounds';
import { agrees, slipOf } from './korean-loanwords';

export { passiveAdnominal } from './korean-passive-forms';

type Analyse = (w: string) => { surface: string; pos: string; known: boolean }[];

/**
 * Whether a Korean word (with a particle after it that agrees: 숲가꾸기와) is a noun and a verb's -기
 * form: the noun one the analyser reads as one common noun of its dictionary (숲, 풀, 나무 — not 짜, the
 * stem of 짜다, so 짜+집기 is no such compound), the verb one Hunspell knows with 다 (가꾸다, 베다) and
 * the analyser reads as a verb's stem (`verbStem`), and the
 * whole no likely slip of a word Hunspell knows (`slipOf`). Without the analyser it stays flagged.
 */
export function nounVerbCompound(
  word: string,
  correct: (w: string) => boolean,
  particle: RegExp,
  analyse?: Analyse,
): boolean {
  // Round twenty-three: 첫 and a noun (첫아이를, 첫손녀), korean-first-compounds.ts.
  if (firstCompound(word, correct, particle, analyse)) return true;
  if (!analyse) return false;
  const m = particle.exec(word);
  const core =
    m && word.length - m[0].length >= 3 && agrees(word.slice(0, -m[0].length), m[0])
      ? word.slice(0, -m[0].length)
      : word;
  if (core.length < 3 || !core.endsWith('기') || !/^[\uac00-\ud7a3]+$/.test(core)) return false;
  for (let i = 1; i <= core.length - 2; i++) {
    const noun = core.slice(0, i);
    const stem = core.slice(i, -1);
    if (!correct(stem + '다') || !verbStem(stem, core, analyse)) continue;
    const reading = analyse(noun);
    if (reading.length !== 1 || !reading[0].known || reading[0].pos !== 'NNG') continue;
    return !slipOf(core, correct);
  }
  return false;
}

/**
 * Whether the analyser takes `stem` for a verb's stem: in the compound's reading (숲+가꾸+기) or before the
 * ending 고 (베+고). Hunspell alone is too lenient here (다다, 다고 pass: 앞다기 is 앞당기 misspelt).
 */
function verbStem(stem: string, core: string, analyse: Analyse): boolean {
  const isStem = (m: { surface: string; pos: string; known: boolean }) =>
    m.known && m.surface === stem && m.pos === 'VV';
  if (analyse(core).some(isStem)) return true;
  const reading = analyse(stem + '고');
  return reading.length === 2 && isStem(reading[0]) && reading[1].pos === 'EC';
}
