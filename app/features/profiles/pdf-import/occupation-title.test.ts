import { describe, expect, it } from 'vitest';
import { isOccupationTitle } from './occupation-title';
import { parseResumeText } from './parse';

const works = (lines: string[]) =>
  parseResumeText(['윤하람', '', '경력', '', ...lines].join('\n')).sections.works;

describe("a career site's team and occupation title under the company", () => {
  it('are one position, the title kept whole ("데이터플랫폼팀 · 시니어 백엔드 개발자")', () => {
    expect(isOccupationTitle('주니어 기획자')).toBe(true);
    expect(isOccupationTitle('UX 디자이너')).toBe(true);
    const [first, second] = works([
      '2021.09 - 현재\t코드웨이브',
      '5년 3개월\t데이터플랫폼팀 · 시니어 백엔드 개발자',
      '• 결제 로그 파이프라인 설계',
      '',
      '2018.01 - 2021.08\t스튜디오담',
      '3년 8개월\t모바일 라이브운영팀 · 주니어 기획자',
      '• 이벤트 보상 테이블 관리',
    ]);
    expect(first).toMatchObject({ company: '코드웨이브', position: '데이터플랫폼팀 시니어 백엔드 개발자' });
    expect(second).toMatchObject({ company: '스튜디오담', position: '모바일 라이브운영팀 주니어 기획자' });
  });

  it('leaves alone a team beside a place or a duty phrase, and a title without a team', () => {
    expect(isOccupationTitle('서울')).toBe(false);
    expect(isOccupationTitle('신규 기획 업무 담당')).toBe(false);
    const [first] = works(['2020.03 - 2022.02\t한별소프트', '개발팀 · 판교', '• 사내 도구 개발']);
    expect(first.position).toBe('개발팀');
    const [second] = works(['2020.03 - 2022.02\t한별소프트', '서울 본사 · 기획자', '• 사내 도구 기획']);
    expect(second.position).not.toBe('서울 본사 기획자');
  });
});
