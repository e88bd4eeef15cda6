import { describe, expect, it } from 'vitest';
import { cellJoiner, type ColumnEdge } from './cell-words';

const piece = (x: number, right: number, text: string) => ({ x, right, text, size: 9 });
// A ruled duties cell in a fixed-width font: its text stops at 548.5.
const edges: ColumnEdge[] = [{ x: 364, right: 548.5, lines: 4, ruled: true, borders: [361, 551.5] }];

describe('a full cell line that ends with a word of two to four syllables over one of two or more', () => {
  it('keeps them two words ("일정" over "수립")', () => {
    expect(
      cellJoiner(
        piece(364, 548.5, '복합화력 발전설비 운전, 계획예방정비 일정'),
        piece(364, 382, '수립'),
        edges,
      ),
    ).toBe(' ');
  });

  it('still joins a word broken after or before one syllable, or a long name broken in its middle', () => {
    expect(cellJoiner(piece(364, 548.5, '신제품 관능평가와 배'), piece(364, 400, '합비 검증'), edges)).toBe(
      '',
    );
    expect(cellJoiner(piece(364, 548.5, '수율 93% 달성, 고객'), piece(364, 400, '사 품질 승인'), edges)).toBe(
      '',
    );
    expect(cellJoiner(piece(364, 548.5, '한국타이어앤테크놀'), piece(364, 400, '로지 본사'), edges)).toBe('');
  });
});

describe('a number at the end of a cell line over its unit', () => {
  it('is one word with it ("1.2" over "초로 단축"), whatever room the line left', () => {
    expect(cellJoiner(piece(364, 420, '응답 시간 2.1초에서 1.2'), piece(364, 400, '초로 단축'), edges)).toBe('');
    expect(cellJoiner(piece(364, 420, '배포 주기를 주 1'), piece(364, 400, '회로 늘림'), edges)).toBe('');
  });

  it('leaves a number over a word that only starts like a unit, or over Latin text, apart', () => {
    expect(cellJoiner(piece(364, 420, '신규 채용 3'), piece(364, 400, '개발자 온보딩'), edges)).toBe(' ');
    expect(cellJoiner(piece(364, 420, 'Python 3'), piece(364, 400, 'Django'), edges)).toBe(' ');
    expect(cellJoiner(piece(364, 420, '재고 실사 2024'), piece(364, 400, '년 하반기'), edges)).toBe(' ');
  });
});
