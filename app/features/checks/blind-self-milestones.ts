// Round thirty-three (issue 36, ADR 0039): traits the writer says of themselves in shapes the older rules
// did not read — from fresh21's misses (seen), by shape, never its sentences:
//   - an age as a milestone birthday ("my sixtieth birthday", "환갑을 두 해 앞둔 나이", "칠순을 넘긴 나이에도");
//   - a gender said as rare in one's trade ("여자 용접공은 흔치 않아"), or "Sebagai perawat pria, saya";
//   - a hometown as the sea or fields one grew up watching ("목포 앞바다를 보며 자란"), a demonym fronted
//     before the writer ("A proud Lancastrian, I"), a school by "I trained at … College", "○○대학 ○○과
//     졸업생인";
//   - weight lost ("Having lost four stone myself"), looks fronted before the writer ("Dengan rambut gondrong
//     dan tato di lengan, saya").
// Another's milestone (환갑을 앞둔 나이의 고객, "her sixtieth birthday") and a firm's age are left alone.
// Tested both ways in blind-self-milestones.test.ts.
import type { BlindRule } from './blind-lists';

const EN_ORDINAL =
  '(?:twenty-first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|(?:thirty|forty|fifty|sixty|seventy)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|\\d{2}(?:st|nd|rd|th))';
const KO_MILESTONE =
  '(?:환갑|회갑|진갑|칠순|팔순|고희|불혹|지천명|이순|(?:서른|마흔|쉰|예순|일흔|여든)(?: ?살)?|\\d{2} ?(?:살|세))';

export const SELF_MILESTONES: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: new RegExp(
        `(?<![가-힣])${KO_MILESTONE}(?:을|를|이|가)? (?:(?:[한두세네]|\\d+) ?(?:해|년) )?(?:앞둔|앞두고 있는|넘긴|넘은|지난|바라보는|맞은|코앞에 둔)(?= 나이(?!의|인 고객|인 손님))`,
        'g',
      ),
    },
    {
      why: 'gender',
      // Only with the writer in the sentence (… 환자들이 저를 낯설어했습니다): a bare remark on a trade stays.
      re: /(?<![가-힣])(?:남자|여자|남성|여성) [가-힣]{1,8}(?:는|은) (?:드물|흔치 않|흔하지 않|많지 않|귀해|귀한|손에 꼽)(?=[^.!?\n]*?(?<![가-힣])(?:저|제)(?:를|는|가|에게|도|의)?(?![가-힣]))/g,
    },
    {
      why: 'hometown',
      re: /(?<![가-힣])[가-힣]{2,4} (?:앞바다|바닷가|바다|들판|포구|항구|갯벌|산골|골목|논밭)(?:을|를) (?:보며|보고|바라보며|끼고) (?:자란|자랐|컸)/g,
    },
    {
      why: 'school',
      re: /(?<![가-힣])[가-힣]{2,12}(?:대학교|대학) [가-힣]{1,10}(?:학과|과|학부) (?:졸업생|출신|동문)/g,
    },
  ],
  en: [
    { why: 'age', re: new RegExp(`\\b[Mm]y ${EN_ORDINAL} birthday\\b`, 'g') },
    {
      why: 'appearance',
      re: /\b(?:[Hh]aving|I(?:'ve| have| had)?) (?:since )?lost (?:over |more than |nearly |almost |about |some )?(?:\w+|\d+) (?:stone|kilos|kg)\b(?! of\b)|\b(?:[Hh]aving|I(?:'ve| have| had)?) lost (?:\w+|\d+) (?:pounds|lbs) myself\b/g,
    },
    {
      why: 'hometown',
      re: /(?<=^|[.!?]\s+)(?:As a|A|An) (?:(?:proud|true|born-and-bred|lifelong|native) [A-Z][a-z]+|[A-Z][a-z]+(?:man|woman|ian|ite|ese))(?=,\s+I\b)/g,
    },
    {
      why: 'school',
      re: /\bI (?:trained|qualified|did my training|was educated|was trained) at (?:the )?(?:[A-Z][\w'’-]+ ){1,4}(?:College|University|Polytechnic|Academy|Institute)\b/g,
    },
  ],
  id: [
    {
      why: 'gender',
      re: /\b[Ss]ebagai (?:seorang )?(?:[a-z]+ ){1,3}(?:pria|wanita|perempuan|laki-laki)\b(?=\s*,|\s+(?:saya|aku)\b)/g,
    },
    {
      why: 'appearance',
      re: /\b[Dd]engan (?:rambut|badan|tubuh|kulit|wajah|tato|tindik|kacamata|jenggot|kumis|brewok)\b[^,.!?\n]{0,60}(?=,\s*(?:saya|aku)\b)/g,
    },
  ],
};
