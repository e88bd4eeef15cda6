import { describe, expect, it } from 'vitest';
import { levelOf, parseEducations } from './education';

describe('degree abbreviations named for their subject (B.Tech., M.Com)', () => {
  it('split a "degree, school, city" line into the major and the school', () => {
    const [school] = parseEducations([
      '07/2012– 05/2016\tB.Tech. in Mechanical Engineering, Indian Institute of Technology Madras, Chennai.',
    ]);
    expect(school).toMatchObject({
      gradLevel: 'university',
      major: 'Mechanical Engineering',
      school: 'Indian Institute of Technology Madras',
    });
    expect(levelOf('M.Com Finance')).toBe('grad_school');
    expect(levelOf('B. Pharm.')).toBe('university');
  });

  it('leave words that only begin like them alone', () => {
    expect(levelOf('B Tech Park')).toBeNull();
    expect(levelOf('Bcom Ltd')).toBeNull();
    expect(levelOf('M.Technik')).toBeNull();
  });
});
