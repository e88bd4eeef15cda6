// Korean word forms by a rule of 한글 맞춤법 (round nineteen, ADR 0039), by family from the round-eighteen
// set's misses (fresh14, read after its one blind run): the rate suffix 率/律 is 율 after a vowel or ㄴ and
// 률 after any other final (제11항 붙임 1: 비율, 합격률, 가동률; 가동율, 출석율 and 규칙률 are wrong); the
// bound noun 뻔 stands apart after a verb's -ㄹ form (놓칠 뻔했다, 넘어질 뻔한; 뻔뻔하다 and 뻔한 결과 are
// other words); 벌이다 (to start or lay out work, a feast, a fight) written 벌리다 (to open wide) after what one
// starts (공사를 크게 벌려, 사업을 벌렸다; 입을 벌려, 간격을 벌렸다 are 벌리다); and a few non-standard forms
// of 표준어 규정 the analyser reads as words (애시당초 → 애당초). Tested both ways in round-nineteen.test.ts.
import { KO_SAI_SIOT } from './korean-sai-siot';
import { KO_SAI_SIOT_MORE } from './korean-sai-siot-more';
import type { ContextRule } from './spelling-families';

const HANGUL = 0xac00;
const finalOf = (s: string) => {
  const code = (s.at(-1) ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};
/** After a vowel (0) or ㄴ (4) the rate suffix is 율; after any other final, 률. */
const takesYul = (head: string) => finalOf(head) === 0 || finalOf(head) === 4;

/** What one starts or lays out (벌이다): works, a business, a feast, a fight, a campaign. */
const STARTED =
  '(?:공사|사업|일|잔치|싸움|행사|캠페인|논쟁|시위|작업|판|전쟁|경쟁|신경전|토론|축제|파티|이벤트|프로젝트|소동|굿)';

export const KO_FORMS: ContextRule[] = [
  {
    // A noun of two syllables or more, then 율 or 률 against the final before it, then a particle or nothing.
    id: 'rate-suffix',
    re: /(?<![가-힣])([가-힣]{2,6})(율|률)(?=[이가은는을를의도과와로에만,.\s)]|$)/g,
    fix: (m) => `${m[1]}${takesYul(m[1]) ? '율' : '률'}`,
    when: (m) => takesYul(m[1]) !== (m[2] === '율'),
  },
  {
    // -ㄹ 뻔하다 glued: the syllable before 뻔 ends in ㄹ (놓칠뻔, 죽을뻔, 넘어질뻔).
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]*[가-힣])뻔(?=했|하|한|해|했|이)/g,
    fix: (m) => `${m[1]} 뻔`,
    when: (m) => finalOf(m[1]) === 8 && !m[1].endsWith('뻔'),
  },
  {
    id: 'sound-alike',
    re: new RegExp(
      `(?<![가-힣])(${STARTED}(?:을|를|도|까지|부터)? (?:(?:크게|새로|한창|함께|다시|또|한바탕|대대적으로|너무|무리하게|여기저기|이것저것|많이) ){0,2})벌(려|렸|리|린|릴)(?!어)`,
      'g',
    ),
    fix: (m) => `${m[1]}벌${{ 려: '여', 렸: '였', 리: '이', 린: '인', 릴: '일' }[m[2] as '려']}`,
  },
];

/** Non-standard forms of 표준어 규정 that Hunspell or the analyser take for words (kept misspellings). */
export const KO_STANDARD_FORMS: Record<string, string> = {
  ...KO_SAI_SIOT,
  ...KO_SAI_SIOT_MORE,
  애시당초: '애당초',
  애시당초에: '애당초에',
  애시당초부터: '애당초부터',
  으례: '으레',
  으례히: '으레',
  번번히: '번번이',
  어줍잖은: '어쭙잖은',
  어줍잖게: '어쭙잖게',
  // Round thirty: 베개 (a pillow) with ㅔ, which the analyser lists as a word.
  베게: '베개',
};
