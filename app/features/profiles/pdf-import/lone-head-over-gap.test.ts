import { describe, expect, it } from 'vitest';
import { withBodiesUnderLoneHeads } from './lone-head-over-gap';

describe("a company's head set apart from its lines by a gap", () => {
  it('is one job with them', () => {
    const head = ['(주)오션엔지니어링\t2012.08 – 2014.02 (1년 7개월)'];
    const body = ['구조설계팀 · 사원', '담당업무: 구조 도면 작성 보조'];
    expect(withBodiesUnderLoneHeads([head, body])).toEqual([[...head, ...body]]);
  });

  it('leaves a dated body or a one-line entry apart', () => {
    const head = ['Acme\t2019 – 2021'];
    expect(withBodiesUnderLoneHeads([head, ['Beta\t2017 – 2019', 'Engineer']])).toHaveLength(2);
    expect(withBodiesUnderLoneHeads([head, ['Freelance designer']])).toHaveLength(2);
    expect(
      withBodiesUnderLoneHeads([
        ['Acme', 'Engineer'],
        ['Team lead', 'Duties'],
      ]),
    ).toHaveLength(2);
  });
});
