// Round thirty-six (issue 36): Korean verbs that are words either way, told apart by what is done — fresh23's
// real-word misses (seen) widened to their families:
// - 맞히다 (to guess right) written 맞추다 (to fit, to match) where something is guessed: 알아맞추다 is always
//   알아맞히다, and in a sentence of a blind test (블라인드, 눈을 감고, 라벨을 가린 채, 맛만 보고) what one names
//   by taste or sound is 맞히다 (품종을 맞추는 → 맞히는); 맞춰 보다 (to compare) and what one fits (입맛을,
//   온도를, 일정을 맞추다) stay;
// - 가리키다 (to point at) written 가르치다 (to teach) after what points — a finger, a fingertip, a pointer,
//   a needle or an arrow (손끝으로 … 가르쳐 주면, 바늘이 … 가르치면); 손으로 직접 가르쳐 주셨다 (taught by
//   hand) stays;
// - 절이다 (to steep, to salt) written 저리다 (to go numb) where it is done on purpose: -어 두다/놓다 after it
//   (저려 두었다, 저려 놓은), or a liquid and a time before it (럼에 사흘간 저려); numbness stays (다리가 저려,
//   저려 두 손으로 주물렀다).
// Tested both ways in round-thirty-six-spelling.test.ts.
import type { ContextRule } from './context-rule';

const HIT: Record<string, string> = { 추: '히', 춰: '혀', 췄: '혔', 춘: '힌', 출: '힐' };
/** A test by taste, smell or sound alone. */
const BLIND =
  '(?:블라인드|눈을 감고|눈을 가리고|눈을 가린 채|안대를 하고|라벨을 가리고|라벨을 가린 채|상표를 가리고|상표를 가린 채|이름을 가리고|이름을 가린 채|맛만 보고|향만 맡고|냄새만 맡고|소리만 듣고)';
/** What one fits or matches to (맞추다 stays): taste to a guest, a temperature, a schedule. */
const FITTED =
  /^(?:입맛|간|온도|습도|농도|일정|시간|시각|순서|박자|속도|규격|수준|눈높이|비율|초점|구색|짝|줄|열|아귀|오와 열|균형|조화|색|색감|톤|분위기|기준|예산|납기)$/;
/** What points: a finger, a pointer, a needle, an arrow. */
const POINTER =
  '(?:손가락|손끝|손가락 끝|턱끝|지휘봉|지시봉|포인터|레이저 ?포인터|막대기|막대|볼펜 끝|펜 끝|화살표)';
const NEEDLE = '(?:바늘|시곗바늘|시침|분침|초침|나침반|나침판|계기판|눈금|화살표|이정표|표지판)';
const POINT: Record<string, string> = { 치: '키', 쳐: '켜', 쳤: '켰', 친: '킨', 칠: '킬' };
const STEEP: Record<string, string> = { 려: '여', 렸: '였', 린: '인' };
/** What one steeps in: salt, sugar, spirits, syrup, sauces. */
const STEEPED_IN =
  '(?:[가-힣]*(?:소금|설탕|식초|간장|시럽|꿀|술|주|청|액젓|젓갈|물|즙|오일|기름|와인|럼|브랜디|리큐어|위스키)|키르슈|된장|고추장|양념|장|효소)';
const SPAN = '(?:\\d+|한|두|세|네|닷새|사흘|나흘|이틀|하루|며칠|몇|일주일|보름|한 달|두 달)';

export const KO_GUESSED_POINTED: ContextRule[] = [
  {
    id: 'look-alike',
    re: /(?<![가-힣])알아맞(추|춰|췄|춘|출)/g,
    fix: (m) => `알아맞${HIT[m[1]]}`,
  },
  {
    id: 'look-alike',
    re: new RegExp(
      `(?<=${BLIND}[^.!?]*)(?<![가-힣])([가-힣]+)(을|를) ((?:(?:정확히|모두|다|먼저|바로|곧잘|척척|빨리) )?)맞(추|춰|췄|춘|출)(?! ?보)`,
      'g',
    ),
    when: (m) => !FITTED.test(m[1]),
    fix: (m) => `${m[1]}${m[2]} ${m[3]}맞${HIT[m[4]]}`,
  },
  {
    id: 'look-alike',
    re: new RegExp(
      `((?<![가-힣])${POINTER}(?:으로|로) (?:[가-힣\\d]+ ){0,3}|(?<![가-힣])${NEEDLE}(?:이|가|은|는) (?:[가-힣\\d]+ ){0,2})가르(치|쳐|쳤|친|칠)`,
      'g',
    ),
    fix: (m) => `${m[1]}가리${POINT[m[2]]}`,
  },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])저(려|렸|린)(?= ?(?:두(?=었|고|면|어|기|는|지)|둔(?![가-힣])|뒀|놓(?=았|고|으|는|기|아|지)|놨))/g,
    fix: (m) => `절${STEEP[m[1]]}`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(
      `((?<![가-힣])${STEEPED_IN}(?:에|으로|로) ${SPAN} ?(?:일|주|시간|개월|달|분)?(?:간|동안|씩|쯤|가량|넘게|이상)? )저(려|렸|린)(?![가-힣])`,
      'g',
    ),
    fix: (m) => `${m[1]}절${STEEP[m[2]]}`,
  },
];
