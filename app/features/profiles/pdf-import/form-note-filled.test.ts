import { describe, expect, it } from 'vitest';
import { isFilledFormNote } from './form-note-filled';
import { parseResumeText } from './parse';

const schools = (lines: string[]) =>
  parseResumeText(['김다온', '', '학력사항', ...lines].join('\n')).sections.educations;

describe('a form note telling where a thing is written, with its bracketed fill-in', () => {
  it('is no school, though its fill-in holds a period', () => {
    const note = '※ 편입·졸업유예 사항은 비고란에 적습니다. (졸업유예 2019.03 ~ 2019.08, 어학연수)';
    expect(isFilledFormNote(note)).toBe(true);
    const read = schools(['2014.03 ~ 2020.02\t충남대학교\t화학공학과\t3.5 / 4.5\t졸업', note]);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ school: '충남대학교' });
  });

  it("leaves alone a member's own remark after the mark", () => {
    expect(isFilledFormNote('※ 2020년 법인 전환으로 사명 변경 (구 한빛상사)')).toBe(false);
    expect(isFilledFormNote('※ 졸업 논문 우수상 (2019.12)')).toBe(false);
  });
});
