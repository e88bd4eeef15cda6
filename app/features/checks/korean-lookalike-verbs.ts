// Round twenty (ADR 0039): verbs that look alike, told apart by what they are said of — 낫다 (to heal, of an
// illness or a wound: 감기가 나았다) written 낳다 (to give birth, to bring about: 결과를 낳았다), and 맞히다 (to
// guess right, to hit: 정답을 맞혔다) written 맞추다 (to fit, to match: 일정을 맞췄다). Tested both ways in
// round-twenty.test.ts. Round thirty-seven: 받치다 (to hold up from below) written 바치다 (to offer, to
// devote) after a body part or a prop it is held with (어깨로 들것을 바치고, 손으로 밑을 바쳐, 우산을 바치고);
// what is offered (꽃을, 청춘을, 목숨을) or one it is offered to (…에게, …께) keeps 바치다
// (round-thirty-seven-spelling.test.ts).
import type { ContextRule } from './spelling-families';

/** What heals: an illness, a wound, a pain. */
const AILMENTS = '병|감기|상처|부상|몸살|허리|발목|손목|어깨|무릎|통증|염증|독감|장염|두통|위염|화상';
/** 낫다's forms for 낳다's: ㅅ-irregular, so 나았 and 나아 before a vowel, 낫 before a consonant. */
const HEALED: Record<string, string> = { 았: '나았', 아: '나아', 은: '나은', 을: '나을', 고: '낫고', 기: '낫기' };
/** What one guesses or hits: an answer, a quiz, a target. */
const GUESSED = '정답|답|퀴즈|과녁|표적|수수께끼';
const HIT: Record<string, string> = { 췄: '혔', 추: '히', 춰: '혀', 춘: '힌', 출: '힐' };

/** What one holds something up with: a body part or a prop. */
const PROPS = '어깨|두 ?손|양손|한 ?손|손|손바닥|팔|두 ?팔|양팔|무릎|등|머리|받침대|받침|지지대|쟁반|베개|막대|각목|잭|버팀목';
/** What is offered, never held up: 바치다 stays. */
const OFFERED = /(?:꽃|꽃다발|제물|선물|술|잔|공물|예물|편지|마음|기도|인생|목숨|청춘|몸|일생|시간|평생|충성|정성)(?:을|를)\s$/;

export const KO_LOOKALIKE_VERBS: ContextRule[] = [
  {
    id: 'look-alike',
    re: new RegExp(
      `((?<![가-힣])(?:${PROPS})(?:으로|로)\\s(?:[가-힣]+(?:을|를)\\s)?|(?<![가-힣])(?:우산|밑|아래|바닥)(?:을|를)\\s)바(?:치(고서|고|며|는)|쳐|쳤)`,
      'g',
    ),
    when: (m) => !OFFERED.test(m[1]) && !/(?:에게|께|한테)\s/.test(m.input.slice(Math.max(0, m.index - 15), m.index + m[1].length)),
    fix: (m) => {
      const tail = m[0].slice(m[1].length);
      return `${m[1]}${tail.replace(/^바치/, '받치').replace(/^바쳐/, '받쳐').replace(/^바쳤/, '받쳤')}`;
    },
  },
  {
    id: 'look-alike',
    re: new RegExp(
      `((?:${AILMENTS})(?:이|가|은|는|도)?\\s(?:(?:다|완전히|금방|빨리|많이|거의|잘)\\s)?)낳(았|아|은|을|고|기)`,
      'g',
    ),
    fix: (m) => `${m[1]}${HEALED[m[2]]}`,
  },
  {
    id: 'look-alike',
    // Round thirty-seven: answers compared are 맞추다 (답을 맞춰 보았다, 친구와 답을 맞췄다, 서로 답을 맞추고,
    // 답을 맞춰 비교했다); a right answer guessed stays 맞히다 (정답을 맞춰 보았다 is flagged).
    re: new RegExp(
      `(?<!(?:[와과]|서로|함께|같이)\\s)((?:${GUESSED})(?:을|를|도)\\s(?:(?:다|모두|정확히|모두\\s다)\\s)?맞)(췄|추|춰|춘|출)(?!(?<=(?<!정)답[을도]\\s맞춰)\\s?(?:보|봤|본|볼|봐))(?![가-힣]*\\s(?:비교|대조|확인))`,
      'g',
    ),
    fix: (m) => `${m[1]}${HIT[m[2]]}`,
  },
];
