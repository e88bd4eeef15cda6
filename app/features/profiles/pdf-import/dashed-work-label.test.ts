import { describe, expect, it } from 'vitest';
import { dashedWorkLabel } from './dashed-work-label';
import { parseResumeText } from './parse';

describe('a job label before its value with neither a colon nor a cell gap', () => {
  it('is read as "label: value", joined by a dash or set apart by colour only', () => {
    expect(dashedWorkLabel('부서/직위–생산관리팀 / 주임')).toBe('부서/직위: 생산관리팀 / 주임');
    expect(dashedWorkLabel('주요 업무 — 협력사 납기 조율')).toBe('주요 업무: 협력사 납기 조율');
    expect(dashedWorkLabel('직급 대리')).toBe('직급: 대리');
    expect(dashedWorkLabel('소속 경영지원본부 재무팀')).toBe('소속: 경영지원본부 재무팀');
  });

  it('gives the department and rank to the position and keeps them out of the duties', () => {
    const { sections } = parseResumeText(
      [
        '남도윤',
        '경력',
        '새봄식품(주)\t2018.01 ~ 2023.06',
        '소속 품질관리팀',
        '직책 파트장',
        '담당업무 – HACCP 문서 관리와 공정 점검',
      ].join('\n'),
    );
    expect(sections.works[0]).toMatchObject({
      company: '새봄식품(주)',
      position: '품질관리팀 파트장',
      achievements: 'HACCP 문서 관리와 공정 점검',
    });
  });

  it('leaves a duty sentence, a dated line, a cell row and a non-label word alone', () => {
    expect(dashedWorkLabel('업무 효율을 높이기 위해 자동화 도구를 도입했습니다.')).toBeNull();
    expect(dashedWorkLabel('담당 고객사 12곳의 월간 보고서 작성')).toBeNull();
    expect(dashedWorkLabel('2019.03 – 2021.02')).toBeNull();
    expect(dashedWorkLabel('부서\t영업팀')).toBeNull();
    expect(dashedWorkLabel('영업 – 신규 거래처 발굴')).toBeNull();
  });
});
