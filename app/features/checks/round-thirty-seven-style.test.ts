// Round thirty-seven (issue 36): the Indonesian cliché family of fresh24's miss, both ways on made-up sentences.
import { describe, expect, it } from 'vitest';
import { clicheShapes } from './cliche-shapes';

const found = (text: string) => clicheShapes(text, 'id').map(([a, b]) => text.slice(a, b));

describe('round thirty-seven: clichés', () => {
  it('a virtue as the key, secret or capital of success in any of its words', () => {
    expect(found('Ketekunan adalah kunci kesuksesan kami.')).toEqual(['adalah kunci kesuksesan']);
    expect(found('Kejujuran merupakan rahasia keberhasilan saya.')).toEqual(['merupakan rahasia keberhasilan']);
    expect(found('Kunci gudang kami simpan di kantor, dan modal kerja naik 10%.')).toEqual([]);
  });
});
