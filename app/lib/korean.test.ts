import { describe, expect, it } from 'vitest';
import { finalOf, resolveParticles } from './korean';
import { translate, loadNamespaces } from './i18n-react';

describe('Korean particles after a word known only when shown', () => {
  it('reads the final consonant of Hangul, digits and upper-case codes', () => {
    expect(['쿠폰', '이용권', '9,900원', '환영'].map(finalOf)).toEqual([
      'consonant',
      'consonant',
      'consonant',
      'consonant',
    ]);
    expect(['학교', '카드', '2', 'ABC', 'ABN'].map(finalOf)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'consonant',
    ]);
    expect(['WELCOME10', 'FREE100', 'SALE7', 'XY'].map(finalOf)).toEqual([
      'consonant',
      'consonant',
      'consonant',
      'none',
    ]);
    expect(['Premium pass', 'Kotlin', ''].map(finalOf)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('keeps the particle that fits and both forms where the word cannot be told', () => {
    expect(resolveParticles('쿠폰 번호 WELCOME10을(를) 등록합니다.')).toBe(
      '쿠폰 번호 WELCOME10을 등록합니다.',
    );
    expect(resolveParticles('쿠폰 번호 ABCD을(를) 등록합니다.')).toBe('쿠폰 번호 ABCD를 등록합니다.');
    expect(resolveParticles('3일 이용권이(가) 2026.12.31에 종료됩니다.')).toBe(
      '3일 이용권이 2026.12.31에 종료됩니다.',
    );
    expect(resolveParticles('웰컴 패스이(가) 끝납니다')).toBe('웰컴 패스가 끝납니다');
    expect(resolveParticles('하늘랩스와(과) 나의 차이')).toBe('하늘랩스와 나의 차이');
    expect(resolveParticles('한양대학교은(는)')).toBe('한양대학교는');
    expect(resolveParticles('Premium pass이(가) 끝납니다')).toBe('Premium pass이(가) 끝납니다');
    expect(resolveParticles('no markers (here)')).toBe('no markers (here)');
  });

  it('applies to translated Korean text with its values', async () => {
    await loadNamespaces('ko', ['coupons']);
    expect(translate('ko', 'coupons', 'wallet.confirmBody', { code: 'FREE100' })).toContain('FREE100을 ');
    expect(translate('ko', 'coupons', 'wallet.confirmBody', { code: 'HELLO' })).toContain('HELLO를 ');
  });
});
