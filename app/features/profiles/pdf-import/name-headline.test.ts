import { describe, expect, it } from 'vitest';
import { nameBeforeHeadline } from './name-headline';
import { parseResumeText } from './parse';

describe('a name and a headline in one paragraph', () => {
  it('gives the name alone (ko)', () => {
    expect(nameBeforeHeadline('한지우 물류 데이터 엔지니어')).toBe('한지우');
    expect(nameBeforeHeadline('윤서진 결제 시스템 백엔드 개발자')).toBe('윤서진');
    const { name } = parseResumeText(
      ['남궁민아 그로스 마케터', '1996.01.30 · 010-3381-2290 · mina@example.com', '', '기술', 'SQL'].join(
        '\n',
      ),
    );
    expect(name).toBe('남궁민아');
  });

  it('leaves a name with its romanised form, a company and a title without a job word as they are', () => {
    expect(nameBeforeHeadline('송하린 Song Harin')).toBeNull();
    expect(nameBeforeHeadline('삼성전자 반도체 연구소')).toBeNull();
    expect(nameBeforeHeadline('한지우')).toBeNull();
    expect(nameBeforeHeadline('Rina Wulandari Data Analyst')).toBeNull();
  });
});
