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
      `(?<![가-힣])(${GROWN})(을|를) ((?:더 |크게 |조금 |(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|\\d+) ?(?:%|배|명|개|곳|대|시간|일|주|달|개월)(?:로|으로|까지|씩|이나|가량|정도)? )?)늘(여|였|인(?![가-힣])|이(?=고|는|기|며|다|면|지))`,
      'g',
    ),
    when: (m) => !NOT_GROWN.test(m[1]),
    fix: (m) => `${m[1]}${m[2]} ${m[3]}늘${{ 여: '려', 였: '렸', 인: '린', 이: '리' }[m[4] as '여']}`,
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
