// Round thirty (issue 36): words remade after a look-alike the writer hears in them. 십상 (十常, "nine in
// ten": 고장 나기 십상이다) written 쉽상 after 쉽다 — 쉽상 is no word, in any form; and the -스럽다
// adjective of 곤혹 (困惑, being at a loss: 곤혹스럽다) written on 곤욕 (困辱, an insult one suffers: 곤욕을
// 치르다), which takes no -스럽다. 곤욕 alone stays (곤욕을 치렀다). And 남녀 (男女: 녀 keeps its ㄴ after the
// first syllable, 한글 맞춤법 제10항) written 남여 — a word of its own (藍輿, a palanquin), so only before what
// men and women are counted or told apart by (남여 회원, 남여 비율, 남여노소).
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

export const KO_FOLK_FORMS: ContextRule[] = [
  { id: 'sound-alike', re: /쉽상/g, fix: () => '십상' },
  { id: 'sound-alike', re: /곤욕(스러|스럽|스런)/g, fix: (m) => `곤혹${m[1]}` },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])남여(?=노소|\s?(?:회원|비율|직원|학생|고객|공용|평등|구분|차별|성비|모두|합반|화장실|탈의실|선수|참가자|비중))/g,
    fix: () => '남녀',
  },
];
