// An age by its decade said in words (round nineteen, ADR 0039), by family from the round-eighteen set's
// misses (fresh14, read after its one blind run): 사십 대 후반 beside the digits the older rule reads (40대
// 후반), the classical names of an age (불혹, 지천명, 이립), "pushing fifty", "the wrong side of forty", "a
// forty-something", and Indonesian "berkepala empat". A count of vehicles (트럭 사십 대) has no stage word or
// copula after it and is left alone.
import type { BlindRule } from './blind-lists';

const KO_TENS = '(?:이십|삼십|사십|오십|육십)';
const EN_TENS = '(?:thirty|forty|fifty|sixty|30|40|50|60)';

export const DECADE_AGES: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: new RegExp(
        `(?<![가-힣])${KO_TENS}\\s?대\\s?(?:초반|중반|후반)|(?<![가-힣])${KO_TENS}\\s?대(?:인 저|인 제가|이지만|이라|입니다|에 접어|에 들어선|를 앞둔|의 나이)|(?<![가-힣])(?:불혹|지천명|이립|이순)(?:을|의|에|이|인|이지만)(?![가-힣])`,
        'g',
      ),
    },
  ],
  en: [
    {
      why: 'age',
      re: new RegExp(
        `\\b(?:pushing|nudging|knocking on|approaching|turning) ${EN_TENS}\\b(?! (?:percent|per|%|degrees|miles|km|metres|tonnes|units|parcels|calls|flights|trucks|staff|people)\\b)|\\bthe (?:wrong|right|far|other) side of ${EN_TENS}\\b|\\ban? (?:thirty|forty|fifty|sixty)-something\\b`,
        'gi',
      ),
    },
  ],
  id: [
    {
      why: 'age',
      re: /\b(?:berkepala|kepala) (?:tiga|empat|lima|enam)\b(?<=\b(?:saya|aku|usia|umur|sudah|telah) (?:berkepala|kepala) [a-z]+|\bberkepala [a-z]+)/gi,
    },
  ],
};
