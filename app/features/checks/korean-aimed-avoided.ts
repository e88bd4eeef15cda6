// Round thirty-two (issue 36): 지향 (aiming at) written 지양 (avoiding) — the other way round from round
// twenty-six's rule (spelling-coverage-ko.ts: 지양 of what is avoided). What one avoids is a fault; a virtue
// in front of 지양 (꼼꼼한 마무리를, 고객 중심의 서비스를, 소통과 협업을) or the values and aims 지양 is said
// of (지양하는 가치, 지양해 온 목표) make it 지향. "과도한 야근을 지양" and "과장된 약속은 지양했습니다" stay.
// Round thirty-seven: a bond one seeks before 지양 — what one will share or grow with (평생 함께할 가족 찾기를,
// 오래 함께할 동료를, 함께 성장하는 조직을) is an aim, never avoided; "혼자 하는 업무를 지양" stays.
// Tested both ways in round-thirty-two-spelling.test.ts and round-thirty-seven-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** A virtue said of a thing: what one aims at, never what one avoids. */
const VALUED_ADJ =
  '(?:꼼꼼한|정확한|친절한|안전한|투명한|철저한|원활한|신속한|정직한|성실한|세심한|섬세한|건강한|따뜻한|공정한|청결한|깨끗한|쾌적한|편안한|정중한|체계적인|효율적인|적극적인|능동적인|자율적인|수평적인|창의적인|합리적인|주도적인|협력적인|친환경적인|지속 ?가능한|책임 ?있는|믿을 수 있는|[가-힣]+ 중심(?:의|적인))';
/** Virtues named as nouns. */
const VALUED_NOUN =
  '(?:소통|협업|협력|상생|고객 ?중심|고객 ?만족|품질|안전|신뢰|정직|청결|친절|투명성|전문성|정확성|효율성|안전성|지속 ?가능성|혁신|공정|성장|배려|존중|꼼꼼함|정확함|친절함|세심함)';
/** What one aims at: values, aims, a direction. */
const AIMS = '(?:가치|가치관|목표|방향|방향성|철학|이념|비전|인재상)';

/** A bond one seeks: what one will be with for long, or grow with. */
const BOND = '(?:(?:평생|오래|끝까지|계속|늘) ?)?(?:함께할|함께 ?할|함께하는|함께 ?성장할|함께 ?성장하는|같이 ?갈|오래 ?갈|동행할)';

export const KO_AIMED_AVOIDED: ContextRule[] = [
  {
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])(${BOND}(?: [가-힣]+){1,2}(?:을|를|은|는) )지양(?=하|해|했|한|할|함|합|\\s|[.,])`, 'g'),
    fix: (m) => `${m[1]}지향`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(
      `(?<![가-힣])(${VALUED_ADJ} [가-힣]+(?:을|를|은|는) |${VALUED_NOUN}(?:과 [가-힣]+)?(?:을|를|은|는) )지양(?=하|해|했|한|할|함|합|적|\\s|[.,])`,
      'g',
    ),
    fix: (m) => `${m[1]}지향`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])지양(?=(?:하는|해 ?온|해 ?왔던|하던|할) ${AIMS})`, 'g'),
    fix: () => '지향',
  },
];
