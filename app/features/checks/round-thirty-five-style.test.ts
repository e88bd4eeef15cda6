// Round thirty-five (issue 36): the cliché and empty-opening families of fresh22's misses, both ways on
// made-up sentences (not the set's own).
import { describe, expect, it } from 'vitest';
import { CLICHE_FAMILIES } from './cliche-families';
import { opensOnAnswering } from './opening-meta';

const found = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[0]);

describe('round thirty-five: clichés', () => {
  it('the writer as similes of nature', () => {
    expect(found(CLICHE_FAMILIES.ko, '저는 대나무처럼 곧고 바람처럼 가벼운 사람입니다.')).toEqual([
      '저는 대나무처럼 곧고 바람처럼 가벼운 사람',
    ]);
    expect(
      found(CLICHE_FAMILIES.ko, '저는 현장처럼 바쁜 곳을 좋아합니다. 바위처럼 단단한 지반을 찾았습니다.'),
    ).toEqual([]);
  });

  it('virtues as the key to success', () => {
    expect(
      found(
        CLICHE_FAMILIES.en,
        'Persistence and patience are the real keys to success, and grit is the secret to success.',
      ),
    ).toEqual(['Persistence and patience are the real keys to success', 'grit is the secret to success']);
    expect(
      found(CLICHE_FAMILIES.en, 'Dry storage is the key to long shelf life, and hard work paid off in 2021.'),
    ).toEqual([]);
  });
});

describe('round thirty-five: empty openings', () => {
  it('not knowing what to write; a silence before writing', () => {
    expect(
      opensOnAnswering('Frankly, I wasn’t sure what to say when this prompt arrived.'.replace('’', "'")),
    ).toBe(true);
    expect(opensOnAnswering('To be honest, I did not know what to write at first.')).toBe(true);
    expect(opensOnAnswering('Saya sempat termenung cukup lama sebelum mulai menjawab.')).toBe(true);
    expect(opensOnAnswering('Pertanyaan ini membuat saya agak lama tercenung.')).toBe(true);
  });

  it('a first sentence about the work stays', () => {
    expect(opensOnAnswering('I was not sure the valve would hold, so I tested it twice.')).toBe(false);
    expect(opensOnAnswering('The client did not know what to expect from the audit.')).toBe(false);
    expect(opensOnAnswering('Mesin itu terdiam sebelum operator menyalakan ulang panelnya.')).toBe(false);
  });
});
