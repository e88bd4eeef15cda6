// Round twenty (ADR 0039): verbs that look alike, told apart by what they are said of — 낫다 (to heal, of an
// illness or a wound: 감기가 나았다) written 낳다 (to give birth, to bring about: 결과를 낳았다), and 맞히다 (to
// guess right, to hit: 정답을 맞혔다) written 맞추다 (to fit, to match: 일정을 맞췄다). Tested both ways in
// round-twenty.test.ts.
import type { ContextRule } from './spelling-families';

/** What heals: an illness, a wound, a pain. */
const AILMENTS = '병|감기|상처|부상|몸살|허리|발목|손목|어깨|무릎|통증|염증|독감|장염|두통|위염|화상';
/** 낫다's forms for 낳다's: ㅅ-irregular, so 나았 and 나아 before a vowel, 낫 before a consonant. */
const HEALED: Record<string, string> = { 았: '나았', 아: '나아', 은: '나은', 을: '나을', 고: '낫고', 기: '낫기' };
/** What one guesses or hits: an answer, a quiz, a target. */
const GUESSED = '정답|답|퀴즈|과녁|표적|수수께끼';
const HIT: Record<string, string> = { 췄: '혔', 추: '히', 춰: '혀', 춘: '힌', 출: '힐' };

export const KO_LOOKALIKE_VERBS: ContextRule[] = [
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
    re: new RegExp(`((?:${GUESSED})(?:을|를|도)\\s(?:(?:다|모두|정확히|모두\\s다)\\s)?맞)(췄|추|춰|춘|출)`, 'g'),
    fix: (m) => `${m[1]}${HIT[m[2]]}`,
  },
];
