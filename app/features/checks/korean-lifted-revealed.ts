// Round thirty-five (issue 36): 드러내다 (to reveal, to show) written 들어내다 (to lift out) where what is shown
// is a look, a feeling, a mark or a flaw — after 겉으로, 밖으로, 티를, 감정을, 속내를, 본색을, 정체를, 두각을,
// 흔적을, 자국을 and the like (겉으로 들어내지 않도록, 감정을 들어내며, 두각을 들어냈다); 들어내다 for what is carried
// out stays (짐을 들어내고, 가구를 들어냈다, 흙을 들어내). Tested both ways in round-thirty-five-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** What is shown rather than carried: a side, a feeling, a mark, a name. */
const SHOWN =
  '(?:겉으로|밖으로|바깥으로|표면으로|얼굴에|티를|감정을|속내를|속마음을|본심을|본색을|정체를|두각을|존재감을|실력을|한계를|약점을|단점을|허점을|민낯을|흔적을|자국을|흠을|결함을|모습을|불만을|불안을|속을|마음을)';

export const KO_LIFTED_REVEALED: ContextRule[] = [
  {
    id: 'sound-alike',
    re: new RegExp(
      `(?<![가-힣])(${SHOWN} (?:(?:잘|쉽게|함부로|굳이|절대|전혀|크게|좀처럼|그대로|다|더) )?)들어(내|냈|낸|낼)`,
      'g',
    ),
    fix: (m) => `${m[1]}드러${m[2]}`,
  },
];
