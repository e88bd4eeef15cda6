// Round seventeen: Korean verbs told apart by what stands next to them, and the bound noun 적 glued, by
// FAMILY (issue 36, ADR 0039) — 국립국어원's confused pairs: 한창 (the height of) written 한참 (a long while)
// before a busy time; 절이다 (to salt) written 저리다 (to go numb) after salt or what is salted; 졸이다 (to
// fret) written 조리다 (to simmer) after 마음/가슴/애; 늘리다 (to increase) written 늘이다 (to stretch) after a
// number, a size or a time; -르다 verbs written -리다/-루다 (추스리다, 치루다) and 잠그다/담그다 as 잠궈/담궈;
// -ㄴ 적 (ever) glued before 있다/없다 and -ㄹ 적 (when) glued before 에/부터. Tested both ways in
// round-seventeen.test.ts on made-up sentences.
import type { ContextRule } from './spelling-families';

const HANGUL = 0xac00;
const finalOf = (s: string) => {
  const code = (s.at(-1) ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};

/** What one increases (늘리다): a number, a size, a share, a time — not a length, a rope or a hem (늘이다). */
const GROWN =
  '(?:[가-힣]*(?:량|율|률|수|액|폭|비)|인원|인력|규모|매출|예산|물량|재고|투자|비중|고객|거래처|채용|시간|기간|일정|횟수|점포|매장|노선|좌석|병상|공간|면적|자산|수익|실적|혜택|설비|라인)';
/** A count: a numeral or a figure with its unit and what follows it (두 배로, 8%, 3명씩, 20곳까지). */
const COUNTED =
  '(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|수십|수백|\\d[\\d.,]*) ?(?:%p|%|배|명|개|곳|대|건|시간|일|주|달|개월|년|원|만 ?원|억 ?원|천|만|억|포인트)(?:로|으로|까지|씩|이나|가량|정도|이상|가까이|넘게|남짓)?';
/**
 * Round thirty-two: what may stand between what is increased and 늘리다 — how much, by how much on average,
 * each year (매출을 평균 8% 늘렸다, 인원을 매년 두 배로 늘렸다): up to three such words.
 */
const BY_HOW_MUCH = `${COUNTED}|더|크게|대폭|조금|꾸준히|점차|차츰|차례로|매년|매달|매월|해마다|달마다|추가로|다시|또|평균|약|최대|최소|무려|거의|각각|연|월|연간|월간|전년 ?대비|대비|배로|두 ?배로`;
const NOT_GROWN = /^(?:길이|줄|고무줄|바지|치마|소매|옷|밧줄|끈|엿가락|선|말|이야기)$/;
/** One-syllable -ㄴ forms that are verbs (본, 간, 한), not the nouns 흔적, 인적, 선적, 전적, 산적. */
const SEEN_ONE =
  /^(?:본|간|온|한|된|쓴|탄|든|준|둔|친|뛴|운|논|잔|싼|찬|꾼|튼|빈|맨|편|낸|민|앉은|읽은|먹은|받은)$/;

export const KO_VERB_PAIRS: ContextRule[] = [
  {
    id: 'sound-alike',
    re: /(?<![가-힣])한참(?= (?:바쁠|바쁜|바빴|바쁘|몰리|몰릴|몰린|몰렸|붐비|붐빌|붐볐|진행 ?중|공사 ?중|성수기|무르익|인기|유행|젊을|자랄|클 때|일할 때))/g,
    fix: () => '한창',
  },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])((?:소금|설탕|식초|간장|양념|소금물|꿀|장)(?:에|으로|로) (?:잘 |푹 |살짝 |미리 |하루 |며칠 )?|(?:배추|생선|고기|채소|오이|무|고등어|깻잎|매실|레몬)(?:을|를) (?:소금에 |설탕에 )?)저(려|렸|리|린)(?![가-힣])|(?<![가-힣])((?:소금|설탕|식초|간장|양념|소금물|꿀|장)(?:에|으로|로) (?:잘 |푹 |살짝 |미리 |하루 |며칠 )?|(?:배추|생선|고기|채소|오이|무|고등어|깻잎|매실|레몬)(?:을|를) (?:소금에 |설탕에 )?)저리(?=고|며|기|는|다|면)/g,
    fix: (m) =>
      m[1] !== undefined
        ? `${m[1]}절${{ 려: '여', 렸: '였', 리: '이', 린: '인' }[m[2] as '려']}`
        : `${m[3]}절이`,
  },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])((?:마음|가슴|애)(?:을|를)? (?:잔뜩 |많이 |계속 |내내 )?)조(리|려|렸|린)(?=며|고|는|다|서|면|ㄴ|던|습|[^가-힣]|$)/g,
    fix: (m) => `${m[1]}졸${{ 리: '이', 려: '여', 렸: '였', 린: '인' }[m[2] as '리']}`,
  },
  {
    id: 'sound-alike',
    re: new RegExp(
      `(?<![가-힣])(${GROWN})(을|를) ((?:(?:${BY_HOW_MUCH}) ){0,3})늘(여|였|인(?![가-힣])|이(?=고|는|기|며|다|면|지))`,
      'g',
    ),
    when: (m) => !NOT_GROWN.test(m[1]),
    fix: (m) => `${m[1]}${m[2]} ${m[3]}늘${{ 여: '려', 였: '렸', 인: '린', 이: '리' }[m[4] as '여']}`,
  },
  // Round thirty-two: a count right before 늘이다 is increased, whatever the object (12곳으로 늘였다, 8%
  // 늘여): 늘이다 stretches a length (바지를 3cm 늘였다), and a length's units are no count.
  {
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])(${COUNTED}) 늘(여|였|인(?![가-힣])|이(?=고|는|기|며|다|면|지))`, 'g'),
    fix: (m) => `${m[1]} 늘${{ 여: '려', 였: '렸', 인: '린', 이: '리' }[m[2] as '여']}`,
  },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])(?:추스(리|려|렸)|치(루(?=고 |며 |기 |었|려고|다가|지 않)|뤄|뤘)|(잠|담)(궈|궜))(?=고|며|기|는|다|서|야|면|지|도|습|[^가-힣]|$)/g,
    fix: (m) =>
      m[1] !== undefined
        ? { 리: '추스르', 려: '추슬러', 렸: '추슬렀' }[m[1] as '리']
        : m[2] !== undefined
          ? { 루: '치르', 뤄: '치러', 뤘: '치렀' }[m[2] as '루']
          : `${m[3]}${m[4] === '궈' ? '가' : '갔'}`,
  },
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)적(이|은|도|조차)? ?(?=있|없|한 ?번)/g,
    when: (m) =>
      finalOf(m[1]) === 4 &&
      (m[1].length >= 2
        ? /(?:본|간|온|한|된|쓴|은|던|받은|는)$/.test(m[1]) &&
          !/(?:일반|기본|근본|전반|부분|보편|인간|자연|전문|환)$/.test(m[1])
        : SEEN_ONE.test(m[1])),
    fix: (m) => `${m[1]} 적${m[2] ?? ''} `,
  },
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]{2,}(?:릴|을|일|닐|올|갈|할|볼|될))적(?=에|부터|엔|마다)/g,
    fix: (m) => `${m[1]} 적`,
  },
];
