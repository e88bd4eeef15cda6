import { describe, expect, it } from 'vitest';
import { joinParagraph } from './text';

describe('a Korean sentence ending cut from its verb at a line end', () => {
  it('joins its verb without a space', () => {
    expect(joinParagraph(['재고 회전율을 높이기 위해 발주 주기를 바꾸었습', '니다.'])).toBe(
      '재고 회전율을 높이기 위해 발주 주기를 바꾸었습니다.',
    );
    expect(joinParagraph(['출고 오류를 절반으로 줄였', '습니다. 이후 전 센터로 넓혔습니다.'])).toBe(
      '출고 오류를 절반으로 줄였습니다. 이후 전 센터로 넓혔습니다.',
    );
    expect(joinParagraph(['검수 기준을 새로 정리했', '다.'])).toBe('검수 기준을 새로 정리했다.');
  });

  it('keeps the space before a word that only starts like an ending, and after a Latin word', () => {
    expect(joinParagraph(['발주 주기를 바꾸었습니다.', '다음 분기에는 전 센터로 넓혔습니다.'])).toBe(
      '발주 주기를 바꾸었습니다. 다음 분기에는 전 센터로 넓혔습니다.',
    );
    expect(joinParagraph(['물류 시스템', '다양한 거래처 연동'])).toBe('물류 시스템 다양한 거래처 연동');
    expect(joinParagraph(['Migrated the WMS', '니다.'])).toBe('Migrated the WMS 니다.');
  });
});
