// Round thirty (issue 36): 일절 (not at all) written 일체 (all, everything) before a negation. 일절 is the
// adverb that goes with a negated verb or 없다/금지 (수수료는 일절 받지 않았다, 외부 반출은 일절 없다); 일체
// is a noun (비용 일체를, 일체의 비용, 일체 포함, 혼연일체, 일체형) and stays where no negation follows it
// within two words. Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

export const KO_NEGATION_ADVERBS: ContextRule[] = [
  {
    id: 'sound-alike',
    re: /(?<![가-힣])일체(?=\s(?:[가-힣]+\s){0,2}(?:[가-힣]*지\s?(?:않|못|말)|없|안\s|못\s|금지|불가|사절))/g,
    fix: () => '일절',
  },
];
