import { describe, expect, it } from 'vitest';
import { hangulNameRow, isNameSubLabel } from './hangul-name-row';
import { parseResumeText } from './parse';

describe('a "한글 | name" row beside a photo cell merged over the name rows', () => {
  it('gives the name, never the form title', () => {
    expect(hangulNameRow('한글\t표다인')).toBe('표다인');
    expect(hangulNameRow('국문 성명\t남 궁 민')).toBe('남궁민');
    const parsed = parseResumeText(
      [
        '이\t력\t서',
        '• 인적사항',
        '',
        '한글\t표다인',
        '성 명\t생년월일\t1993년 02월 11일',
        '사 진\t영문\tPyo Dain',
        '',
        '• 경력사항',
        '2020.03 ~ 현재\t(주)누리',
      ].join('\n'),
    );
    expect(parsed.name).toBe('표다인');
  });

  it('leaves a skill level, a romanised name and a label alone', () => {
    expect(hangulNameRow('한글\t능숙')).toBeNull();
    expect(hangulNameRow('영문\tPyo Dain')).toBeNull();
    expect(hangulNameRow('한글\tMS Word')).toBeNull();
    expect(hangulNameRow('성명\t표다인')).toBeNull();
  });

  it('reads the sub-label letter-spaced or in brackets in the name cell', () => {
    expect(hangulNameRow('한 글\t김 하 람\t한 자\t金하람')).toBe('김하람');
    expect(hangulNameRow('성 명\t(한글) 문세아\t한 자\t文世娥')).toBe('문세아');
    expect(hangulNameRow('[국문] 도윤서\t[영문] DO YUNSEO')).toBe('도윤서');
  });

  it('leaves a bracketed sub-label before anything but a name alone', () => {
    expect(hangulNameRow('(한글) 문서 작성 가능')).toBeNull();
    expect(hangulNameRow('한 글\t능 숙')).toBeNull();
    expect(hangulNameRow('(한글) 2020 사용')).toBeNull();
  });
});

describe('a 성명 label followed by the 한글 sub-label in its own cell', () => {
  it('names the person from the row, never "한글"', () => {
    const { name } = parseResumeText(
      [
        '(주)한솔케미칼',
        '입사지원서',
        '인적사항',
        '성 명\t한글\t여 민 채\t한자\t呂 珉 采',
        '생년월일\t1996. 02. 11.',
        '학력',
      ].join('\n'),
    );
    expect(name).toBe('여민채');
  });

  it('keeps a labelled name that is a name', () => {
    const { name } = parseResumeText(
      ['입사지원서', '성 명\t한가람', '생년월일\t1996. 02. 11.', '학력'].join('\n'),
    );
    expect(name).toBe('한가람');
  });

  it('reads no script caption over the name cells as the name', () => {
    expect(hangulNameRow('한글\t한자\t영문')).toBeNull();
    expect(isNameSubLabel('한자')).toBe(true);
    expect(isNameSubLabel('영 문')).toBe(true);
    const { name } = parseResumeText(
      [
        '이\t력\t서',
        '한글\t한자\t영문',
        '성 명\t오정민\t吳正敏\tOh Jung-min',
        '사진\t생년월일\t1990년 3월 2일',
        '학력사항',
      ].join('\n'),
    );
    expect(name).toBe('오정민');
  });

  it('still reads a name after the 한글 caption, and a name that is no caption', () => {
    expect(hangulNameRow('한글\t한세영')).toBe('한세영');
    expect(isNameSubLabel('한세영')).toBe(false);
  });
});
