import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a labelled address over two sidebar lines (person.ts joinStacked)', () => {
  it('goes on from a value that stops at a comma to the places under it', () => {
    const { sections } = parseResumeText(
      ['Dewi Lestari', '', 'KONTAK', 'Alamat', 'Jl. Kenanga No. 4,', 'Sleman, Yogyakarta', 'Telepon', '+62 813-5550-2201'].join(
        '\n',
      ),
    );
    expect(sections.person).toMatchObject({ address: 'Jl. Kenanga No. 4, Sleman, Yogyakarta', region: 'Yogyakarta' });
  });
  it('stops at a value with no comma, and before a line that is no places', () => {
    const plain = parseResumeText(
      ['Dewi Lestari', '', 'KONTAK', 'Alamat', 'Jl. Kenanga No. 4', 'Sleman, Yogyakarta', 'Telepon', '+62 813-5550-2201'].join('\n'),
    );
    expect(plain.sections.person.address).toBe('Jl. Kenanga No. 4');
    const label = parseResumeText(
      ['Dewi Lestari', '', 'KONTAK', 'Alamat', 'Jl. Kenanga No. 4,', 'Telepon', '+62 813-5550-2201'].join('\n'),
    );
    expect(label.sections.person.address).toBe('Jl. Kenanga No. 4');
  });
});
