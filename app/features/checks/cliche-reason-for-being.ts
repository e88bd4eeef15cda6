// Round thirty, style (ADR 0039): clichés that make the customer's smile or happiness the writer's reason
// for being — "저는 고객 한 분 한 분의 미소를 위해 존재하는 사람입니다", "I live for my customers' smiles",
// "I was born to serve", "Saya hadir untuk senyum pelanggan", "Senyum pelanggan adalah alasan saya bekerja"
// — from fresh19's Korean miss (seen), by family in the three languages: existing, living or being born
// for others' smiles, happiness or satisfaction. A sentence that says what was done for a customer's smile
// ("아이의 웃음을 위해 풍선을 준비했습니다", "Saya menyiapkan balon untuk senyum anak-anak") is no cliché: only
// the frames of being (존재하는, 사는, 태어난, born to, live for, hadir/ada/lahir untuk) are kept.
import type { CheckLang } from './types';

const KO_GLAD = '(?:미소|웃음|행복|기쁨|만족|감동|웃는 얼굴)';
const EN_GLAD = '(?:smiles?|happiness|satisfaction|joy|delight)';
const ID_GLAD = '(?:senyum(?:an)?|kebahagiaan|kepuasan|kegembiraan)';

export const CLICHE_REASON_FOR_BEING: Record<CheckLang, RegExp> = {
  ko: new RegExp(
    [
      `(?:고객|손님|이용자|환자|사람들?)(?:님)?(?:의|들의)? (?:한 분 한 분의 |모든 분의 )?${KO_GLAD}(?:을|를|이|가)? ?위해 (?:존재하는|존재합니다|살아가는|사는|태어난|일하는|뛰는|달리는) (?:사람|직원|인재|[가-힣]+(?:사|원|가))(?:입니다|이고|이며|이라|으로|이)?(?![가-힣])`,
      `(?<![가-힣])(?:고객|손님|사람들?)(?:님)?(?:을|를|의 ${KO_GLAD}(?:을|를)) 위해 (?:존재하는|태어난) (?:사람|직원|인재)`,
      `${KO_GLAD}(?:이|가)? (?:제|저의) (?:존재 ?이유|삶의 이유|살아가는 이유|원동력의 전부)`,
    ].join('|'),
    'g',
  ),
  en: new RegExp(
    [
      `\\bI (?:live|exist) (?:for|to see) (?:my |our |the |every )?(?:customers?|clients?|guests?|patients?|people)(?:['’]s?)? ${EN_GLAD}`,
      '\\bI (?:was|am) born to (?:serve|help|make people (?:smile|happy))\\b',
      '\\bI exist to (?:serve|help|make (?:people|customers|clients|guests) (?:smile|happy))\\b',
      `\\b(?:(?:a|my|our|the) )?(?:customers?|clients?|guests?|patients?)(?:['’]s?)? ${EN_GLAD} (?:is|are) (?:my|the) (?:reason for being|reason to get up|whole reason|raison d['’]être|only reward|everything)\\b`,
    ].join('|'),
    'gi',
  ),
  id: new RegExp(
    [
      `\\b(?:saya|aku) (?:ada|hadir|hidup|lahir|terlahir|diciptakan) (?:untuk|demi) (?:${ID_GLAD} (?:setiap |para )?(?:pelanggan|tamu|pasien|konsumen|orang)|melayani|membahagiakan (?:pelanggan|orang))\\b`,
      `\\b${ID_GLAD} (?:setiap |para )?(?:pelanggan|tamu|pasien|konsumen) (?:adalah|merupakan) (?:alasan saya|tujuan hidup saya|segalanya bagi saya|segala-galanya|napas saya|nafas saya)\\b`,
    ].join('|'),
    'gi',
  ),
};
