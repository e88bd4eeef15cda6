import { describe, expect, it } from 'vitest';
import { joinColonLabelLine } from './colon-label-lines';
import { parseResumeText } from './parse';
import { prepareLines } from './text';

describe('a 한글-typed item line "○ 항목 : 내용" with its label padded by full-width spaces', () => {
  it('reads the padded label as one word and its colon cell as "label: value"', () => {
    expect(joinColonLabelLine('○\t주\t소\t:\t부산광역시 해운대구 센텀중앙로 79')).toBe(
      '주소: 부산광역시 해운대구 센텀중앙로 79',
    );
    // The mark glued to the label's first syllable, the colon glued to the value.
    expect(joinColonLabelLine('○ 전\t공\t: 환경공학과 (공학사)')).toBe('전공: 환경공학과 (공학사)');
    // A label spread with single spaces, and two labels in one ("부서/직위").
    expect(joinColonLabelLine('- 학 교 명\t: 부경대학교')).toBe('학교명: 부경대학교');
    expect(joinColonLabelLine('- 부서/직위\t:\t품질관리팀 / 대리')).toBe('부서/직위: 품질관리팀 / 대리');
  });

  it("keeps a label that names no field as the item's own cell before its value", () => {
    expect(joinColonLabelLine('○ 전기기사\t: 한국산업인력공단, 2019. 6. 취득')).toBe(
      '전기기사\t한국산업인력공단, 2019. 6. 취득',
    );
  });

  it('leaves alone a line whose colon is inside its text, or a colon cell with nothing after it', () => {
    expect(joinColonLabelLine('Email: dana.reyes@example.com\tPhone: +62 812 3456 7890')).toBe(
      'Email: dana.reyes@example.com\tPhone: +62 812 3456 7890',
    );
    expect(joinColonLabelLine('○\t성\t명\t:')).toBe('○\t성\t명\t:');
    expect(joinColonLabelLine('Waktu\t08:00 – 17:00')).toBe('Waktu\t08:00 – 17:00');
    // A long first cell is text, not a label.
    expect(joinColonLabelLine('Memimpin tim pengembangan aplikasi seluler\t: tiga rilis')).toBe(
      'Memimpin tim pengembangan aplikasi seluler\t: tiga rilis',
    );
  });

  it('gives the labelled person fields of the typed form', () => {
    const lines = prepareLines(
      ['1. 인적사항', '○ 주　　소  : 부산광역시 해운대구 센텀중앙로 79', '○ 생년월일  : 1990. 7. 14.'].join(
        '\n',
      ),
    );
    expect(lines).toContain('주소: 부산광역시 해운대구 센텀중앙로 79');
    const { sections } = parseResumeText(
      [
        '이 력 서',
        '1. 인적사항',
        '○ 주　　소  : 부산광역시 해운대구 센텀중앙로 79',
        '○ 생년월일  : 1990. 7. 14.',
      ].join('\n'),
    );
    expect(sections.person.address).toBe('부산광역시 해운대구 센텀중앙로 79');
    expect(sections.person.birthYear).toBe('1990');
  });
});
