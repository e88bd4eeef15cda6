import { describe, expect, it } from 'vitest';
import { hangulOrdinalHead, withoutHangulOrdinal } from './hangul-ordinal-heads';
import { parseResumeText } from './parse';

describe('entries numbered "가.", "나." under a numbered section', () => {
  it('drops the mark and opens the entry after a blank line', () => {
    expect(withoutHangulOrdinal('가. 부경대학교')).toBe('부경대학교');
    expect(withoutHangulOrdinal('나) 삼성전기(주)')).toBe('삼성전기(주)');
    expect(hangulOrdinalHead('나. 한국전력기술(주)')).toEqual(['', '한국전력기술(주)']);
  });

  it('leaves alone a line that only starts with one of those syllables', () => {
    expect(hangulOrdinalHead('가스터빈 정비 일정 수립')).toEqual(['가스터빈 정비 일정 수립']);
    expect(hangulOrdinalHead('다.음 분기 목표')).toEqual(['다.음 분기 목표']);
    expect(hangulOrdinalHead('가 대학원')).toEqual(['가 대학원']);
    expect(hangulOrdinalHead('A. Universitas Gadjah Mada')).toEqual(['A. Universitas Gadjah Mada']);
  });

  it('reads two jobs typed as "가." and "나." heads over labelled lines (as read back: the colon in its own cell)', () => {
    const { sections } = parseResumeText(
      [
        '이력서',
        '성명: 정하늘',
        '3. 경력사항',
        '가. 삼성전기(주)',
        '- 근무기간\t: 2020. 1. ~ 현재',
        '- 담당업무\t: MLCC 적층 공정 불량 분석',
        '나. 한국전력기술(주)',
        '- 근무기간\t: 2016. 7. ~ 2019. 12.',
        '- 담당업무\t: 발전소 배관 응력 해석',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.start, w.end])).toEqual([
      ['삼성전기(주)', '2020.01', ''],
      ['한국전력기술(주)', '2016.07', '2019.12'],
    ]);
  });
});
