// Round thirty-four (issue 36): Korean words written on a look-alike the writer hears —
// - 메다 (to carry on the shoulder or back: 가방을 메고, 배낭을 멘) written 매다 (to tie: 끈을 매고, 넥타이를
//   맨), told by what is carried as the object, or by 어깨에/등에 just before; 끈을 매고 and 안전띠를 맸 stay.
// - 걷잡다 (to hold back, only negated: 걷잡을 수 없이) written 겉잡다 (to reckon roughly: 겉잡아 열 명),
//   told by the negation after it; 겉잡아도 and 겉잡아 stay.
// - ㅗ written for the ㅜ the standard keeps (표준어 규정 제8항's family): 단촐 for 단출, 깡총 for 깡충, 오똑 for
//   오뚝, -동이 for -둥이 in 쌍둥이, 막둥이, 늦둥이, 귀염둥이, 바람둥이 — no form of the ㅗ spelling is a word
//   (동이 alone, a water jar, and 물동이 stay).
// Tested both ways in round-thirty-four-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** What is carried on the shoulder or back. */
const CARRIED =
  '(?:책)?가방|배낭|백팩|등짐|봇짐|보따리|지게|륙색|카메라|총|장총|가마|상여|멜빵|아이스박스|배터리팩';
/** 매다's forms and 메다's for them. */
const TIED_TO_CARRIED: Record<string, string> = {
  매고: '메고',
  매어: '메어',
  매었: '메었',
  맸: '멨',
  맨: '멘',
  매는: '메는',
  매던: '메던',
  매며: '메며',
  매면: '메면',
  매야: '메야',
  매기: '메기',
  매서: '메서',
};
/** Forms that end the word (맨 before 손 is 맨손); 맸 and 매었 go on (맸습니다). */
const TIED = Object.keys(TIED_TO_CARRIED)
  .filter((k) => k !== '맸' && k !== '매었')
  .join('|');

export const KO_CARRIED_FORMS: ContextRule[] = [
  {
    id: 'look-alike',
    re: new RegExp(
      `((?:${CARRIED})(?:을|를|도)\\s(?:(?:어깨에|등에|한쪽\\s?어깨에|양쪽\\s?어깨에|둘러|높이|단단히)\\s)?|(?:어깨|등)에\\s)(맸|매었|(?:${TIED})(?=[^가-힣]|$|서|도|요))`,
      'g',
    ),
    fix: (m) => `${m[1]}${TIED_TO_CARRIED[m[2]]}`,
  },
  {
    id: 'look-alike',
    re: /겉잡(?=을\s?(?:수|수가|수도)\s?없|지\s?못|기\s?(?:어렵|힘들))/g,
    fix: () => '걷잡',
  },
  {
    id: 'sound-alike',
    re: /단촐|깡총|오똑|(?<=(?:^|[^가-힣])(?:쌍|막|늦|귀염|바람|업|해방|칠삭))동이/g,
    fix: (m) => ({ 단촐: '단출', 깡총: '깡충', 오똑: '오뚝' })[m[0]] ?? '둥이',
  },
];
