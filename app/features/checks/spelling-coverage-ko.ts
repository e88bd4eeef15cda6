// Round twenty-six (issue 36): Korean families from 국립국어원's lists of frequent questions, found missing by
// the fifth development set (spelling-dev-fifth-ko.ts). -ㄹ게/-ㄹ 거 written with a tensed ㄲ after any verb
// (드릴께요, 할껀지, 갈꺼예요); -든지 (a choice) and -던지 (a past wonder) swapped (어디를 가던지, 얼마나
// 긴장했든지); 개발 (making a thing) written 계발 (growing a faculty) after a thing made; 지향 (aiming at)
// written for 지양 (avoiding) after what is avoided; 부치다 (sending, putting to a vote) written 붙이다;
// 드러나다 written 들어나다; 가르치다 (teaching) written 가리키다 (pointing) before what is taught; 것 glued to
// an adnominal in ㄴ or ㄹ (중요한것은, 배운것이); 대로/만큼 written apart after a noun (계획 대로, 전문가
// 만큼) — after an adnominal they stand apart (한 대로, 할 만큼); 염두하다 for 염두에 두다; -에요 after a
// noun ending in a vowel (간호사에요 → 간호사예요); a kept misspelling before the copula (바램입니다).
// Tested both ways in round-twenty-six-spelling.test.ts.
import { KO_STANDARD_FORMS } from './spelling-ko-forms';
import type { ContextRule } from './context-rule';

const HANGUL = 0xac00;
/** The final consonant index of a Hangul syllable (0: none, 4: ㄴ, 8: ㄹ). */
const finalOf = (s: string) => (s.charCodeAt(s.length - 1) - HANGUL) % 28;
const isHangul = (s: string) => {
  const c = s.charCodeAt(s.length - 1);
  return c >= HANGUL && c <= 0xd7a3;
};
/** Every Hangul syllable with final ㄹ: the ending -ㄹ of a verb (할, 드릴, 보낼, 올릴). */
const L_FINAL = (() => {
  let out = '';
  for (let lead = 0; lead < 19 * 21; lead++) out += String.fromCharCode(HANGUL + lead * 28 + 8);
  return out;
})();
/** Nouns that end in ㄹ + 것 as one word (날것, 탈것, 들것, 별것). */
const ONE_WORD_GEOT = /(?:^|[^가-힣])(?:날|탈|들|별|볼|먹을|입을|마실)것/;
/** Things made or built: what 개발 takes (계발 takes 능력, 재능, 자기, 잠재력). */
const MADE =
  '제품|신제품|상품|시스템|앱|애플리케이션|프로그램|소프트웨어|기술|신기술|신약|메뉴|신메뉴|콘텐츠|서비스|게임|플랫폼|모델|장비|부품|소재|기능|솔루션|도구|웹사이트|사이트|교재|교구|알고리즘|백신|제도|상권|부지|모듈|엔진|레시피|패키지|브랜드|신소재|시제품';
/** What is avoided: 지양 (not 지향) follows it. */
const AVOIDED =
  '야근|과로|과음|낭비|차별|갑질|편법|남용|중복|형식주의|관료주의|권위주의|보여주기식|밤샘|과잉|과열|과소비|일회용품|무리한 [가-힣]+|과도한 [가-힣]+|불필요한 [가-힣]+';
/** What is taught (가르치다), not pointed at. */
const TAUGHT =
  '기술|방법|법|요령|노하우|언어|영어|수학|과학|국어|과목|기초|업무|사용법|함수|코딩|프로그래밍|운전|피아노|수영|요리|레시피|절차|규칙|예절|지식|이론|실무|공식|문법|한글|학생들?|아이들?|후배들?|신입들?|제자들?|원생들?';
const TEACH: Record<string, string> = { 켰: '쳤', 켜: '쳐', 키: '치', 킨: '친', 킬: '칠', 킵: '칩' };
const NOUN_END = /^(?:는|던|은|을|운|인|한|할|된|될|난|날|간|갈|온|올|본|볼|준|줄)$/;
/** Kept nouns of spelling-lists.ts that take the copula in answers (the list there is at its size limit). */
const KO_COPULA_NOUNS: Record<string, string> = {
  바램: '바람',
  역활: '역할',
  몇일: '며칠',
  설겆이: '설거지',
};
/** What follows 대로 as a road: a place by it, or a road's particle (근처, 변, 사거리, 에서, 를 따라). */
const ROAD_AFTER =
  /^(?:\s(?:근처|인근|옆|앞|건너편|사거리|교차로|일대|주변|쪽|방향|변|따라|가|를)|(?:변|가|에서|를|에|로))/;
/** Places a writer is at or goes to, written with the locative -에 and 요 (어디에요, 회사에요). */
const LOCATIVE_PLACE = /(?:어디|여기|거기|저기|회사|학교|본사|지사|카페|마트|사무소|센터)$/;
const COPULA = '입니다|이었습니다|이었|이에요|이다|이고|이며|이라고|이라는|이라|인데|이지만|이자';

export const KO_COVERAGE: ContextRule[] = [
  // -ㄹ게/-ㄹ걸/-ㄹ 거 with a tensed ㄲ (드릴께요, 할껀지, 갈꺼예요, 할껄).
  {
    id: 'ending',
    re: new RegExp(
      `(?<![가-힣])([가-힣]*[${L_FINAL}])(께요|껀지|껀데|껀가|꺼예요|꺼에요|꺼야|껄요|껄)(?=(?:라고|라는|라며|하고)?(?![가-힣]))`,
      'g',
    ),
    // Not 께 alone: the honorific after a plural (선생님들께) and the time suffix (연말께) stay.
    when: (m) => !/님$/.test(m[1]),
    fix: (m) =>
      m[1] +
      ({
        께요: '게요',
        께: '게',
        껀지: ' 건지',
        껀데: ' 건데',
        껀가: ' 건가',
        꺼예요: ' 거예요',
        꺼에요: ' 거예요',
        꺼야: ' 거야',
        껄요: '걸요',
        껄: '걸',
      }[m[2]] ?? m[2]),
  },
  // -든지 (whichever) after a word of choice; -던지 (so … that) after 얼마나 and a past tense.
  {
    id: 'ending',
    re: /((?:어느|무엇을|무엇이|무슨|어디를|어디서|어디에|누가|누구를|누구와|언제|어떤|어떻게)(?:\s[가-힣]+){0,3}\s[가-힣]*?)던지(?![가-힣])/g,
    // Not after a past tense (누가 했던지 기억나지 않는다 is the past).
    when: (m) => finalOf(m[1]) !== 20,
    fix: (m) => `${m[1]}든지`,
  },
  {
    id: 'ending',
    re: /(얼마나(?:\s[가-힣]+){0,3}?\s?[가-힣]*?)든지(?![가-힣])/g,
    // A past tense before it (긴장했, 바빴): a final ㅆ.
    when: (m) => finalOf(m[1]) === 20,
    fix: (m) => `${m[1]}던지`,
  },
  { id: 'sound-alike', re: new RegExp(`((?:${MADE})\\s?)계발`, 'g'), fix: (m) => `${m[1]}개발` },
  {
    id: 'sound-alike',
    re: new RegExp(`((?:${AVOIDED})(?:은|는|을|를|이|가|도)?\\s(?:[가-힣]+\\s)?)지향`, 'g'),
    fix: (m) => `${m[1]}지양`,
  },
  // 부치다: sending by post or carrier, putting to a vote or a meeting, more than one's strength.
  {
    id: 'sound-alike',
    re: /((?:택배|소포|편지|우편물?|짐|화물|원서|서류|엽서|등기)(?:를|을)\s?|(?:표결|투표|회의|심의|재판|공판|경매|인쇄|부의)에\s?|힘에\s?)붙(이|여|였|인|일)/g,
    fix: (m) => `${m[1]}${{ 이: '부치', 여: '부쳐', 였: '부쳤', 인: '부친', 일: '부칠' }[m[2]] ?? m[2]}`,
  },
  { id: 'look-alike', re: /(?<![가-힣])들어(나|났|난|날|납)(?!가|갔|간|갈)/g, fix: (m) => `드러${m[1]}` },
  {
    id: 'sound-alike',
    re: new RegExp(`((?:${TAUGHT})(?:을|를)\\s?)가리(켰|켜|키|킨|킬|킵)`, 'g'),
    fix: (m) => `${m[1]}가르${TEACH[m[2]] ?? m[2]}`,
  },
  // 것 after an adnominal in ㄴ or ㄹ (중요한것은, 배운것이, 할것을), not a noun of its own (날것, 별것).
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)것(?=[을이은도만과]|\s|$|[,.!?])/g,
    when: (m) => [4, 8].includes(finalOf(m[1])) && !ONE_WORD_GEOT.test(m[0]),
    fix: (m) => `${m[1]} 것`,
  },
  // 대로/만큼 after a noun are particles (계획대로, 전문가만큼); after an adnominal they stand apart.
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]{2,})\s(대로|만큼)(?=[은도의만이]?(?:[\s,.!?]|$))/g,
    // Round twenty-seven: 대로 (大路) as a road after a place's name (강남 대로 근처, 종로 대로변) stays apart.
    when: (m) =>
      ![4, 8].includes(finalOf(m[1])) &&
      !NOUN_END.test(m[1].slice(-1)) &&
      isHangul(m[1]) &&
      !(m[2] === '대로' && ROAD_AFTER.test(m.input.slice(m.index + m[0].length))),
    fix: (m) => `${m[1]}${m[2]}`,
  },
  {
    id: 'look-alike',
    re: /(?<![가-힣])염두(해|하고|했|한|할)(?=\s?(?:두|둔|둘|뒀|놓|놨))/g,
    fix: () => '염두에',
  },
  // -예요 after a vowel, -이에요 after a consonant (간호사예요, 학생이에요); 아니에요 is right.
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+?)에요(?![가-힣])/g,
    // Round twenty-seven: a place with the locative -에 and 요 (어디에요, 회사에요: "at the office") is right.
    when: (m) =>
      finalOf(m[1]) === 0 &&
      !/(?:아니|이)$/.test(m[1]) &&
      !/[세셔]$/.test(m[1]) &&
      !LOCATIVE_PLACE.test(m[1]),
    fix: (m) => `${m[1]}예요`,
  },
  // After a sixth set's first run: -ㅁ으로서 after a verb made a noun is the means, -ㅁ으로써 (기록함으로써);
  // 유례 (a precedent) written 유래 (an origin) before 없다; 실제로 written 실재로.
  {
    id: 'roseo-rosseo',
    re: /(?<![가-힣])([가-힣]*(?:함|됨|시킴|해짐|줌|냄|씀|[았었였했]음))으로서(?![가-힣])/g,
    fix: (m) => `${m[1]}으로써`,
  },
  { id: 'sound-alike', re: /(?<![가-힣])유래(\s?)(?=없|가 없)/g, fix: (m) => `유례${m[1]}` },
  { id: 'sound-alike', re: /(?<![가-힣])실재(로|로는)(?![가-힣])/g, fix: (m) => `실제${m[1]}` },
  // A kept misspelt noun before the copula (바램입니다, 역활이었습니다).
  {
    id: 'known',
    re: new RegExp(`(?<![가-힣])([가-힣]{2,5}?)(${COPULA})(?![가-힣])`, 'g'),
    when: (m) => Object.hasOwn(KO_STANDARD_FORMS, m[1]) || Object.hasOwn(KO_COPULA_NOUNS, m[1]),
    fix: (m) => `${KO_STANDARD_FORMS[m[1]] ?? KO_COPULA_NOUNS[m[1]]}${m[2]}`,
  },
];
