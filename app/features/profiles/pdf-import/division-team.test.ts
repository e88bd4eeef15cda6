import { describe, expect, it } from 'vitest';
import { isDivisionTeam } from './division-team';
import { teamTitle } from './team-title-line';

describe('a department written as its division then its team', () => {
  it('reads the whole path before a rank as the department', () => {
    expect(isDivisionTeam('경영지원본부 인사팀')).toBe(true);
    expect(isDivisionTeam('가전사업부 선행개발센터 회로설계파트')).toBe(true);
    expect(teamTitle(['경영지원본부 인사팀', '주임'])).toBe('경영지원본부 인사팀 주임');
    expect(teamTitle(['반도체연구소 공정개발실', '책임연구원'])).toBe('반도체연구소 공정개발실 책임연구원');
  });

  it('leaves words that are not all units, and a team alone, as before', () => {
    expect(isDivisionTeam('인사팀')).toBe(false);
    expect(isDivisionTeam('서울 강남구 인사팀')).toBe(false);
    expect(isDivisionTeam('Finance Team')).toBe(false);
    expect(teamTitle(['경영지원본부 인사팀', '서울'])).toBeNull();
  });
});
