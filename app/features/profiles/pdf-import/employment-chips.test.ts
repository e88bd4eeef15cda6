import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { withoutEmploymentType } from './work';

const card = (chip: string, period: string) =>
  ['경력', `무신사\t${chip}\t${period}`, '그로스마케팅팀 매니저', '• 가입 전환율을 18% 높였습니다.'].join('\n');

describe("a builder's employment-type chip beside the company", () => {
  it.each(['정규직', '계약직', '인턴'])('%s is no position when a title line follows', (chip) => {
    const [work] = parseResumeText(card(chip, '2022.03 - 재직 중')).sections.works;
    expect([work.company, work.position, work.start, work.end]).toEqual(['무신사', '그로스마케팅팀 매니저', '2022.03', '']);
    expect(work.achievements).toBe('• 가입 전환율을 18% 높였습니다.');
  });

  it('stays a head when no title line follows', () => {
    expect(withoutEmploymentType(['무신사', '인턴'], ['• 가입 전환율을 18% 높였습니다.'])).toEqual(['무신사', '인턴']);
  });
});

describe('the time served after a period in its cell', () => {
  it('names no field ("2022.03 - 재직 중 2년 9개월")', () => {
    const [work] = parseResumeText(card('정규직', '2022.03 - 재직 중 2년 9개월')).sections.works;
    expect([work.company, work.position, work.start]).toEqual(['무신사', '그로스마케팅팀 매니저', '2022.03']);
  });
});
