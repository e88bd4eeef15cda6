import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const educations = (lines: string[]) =>
  parseResumeText(['Dewi Lestari', 'dewi@example.com', '', 'PENDIDIKAN', '', ...lines].join('\n')).sections.educations;

describe('a school headed with its town after a dash, the degree and major under it (id)', () => {
  it('takes the major from the line under the head, not the town', () => {
    const read = educations([
      'Universitas Hasanuddin – Makassar\t2012 – 2016',
      'S1 Teknik Sipil, IPK 3,41 / 4,00',
      '',
      'SMA Negeri 2 Bone – Watampone\t2009 – 2012',
      'Jurusan IPA',
    ]);
    expect(read.map((e) => [e.school, e.major])).toEqual([
      ['Universitas Hasanuddin', 'Teknik Sipil'],
      ['SMA Negeri 2 Bone', 'IPA'],
    ]);
  });

  it('keeps a capitalised piece after the dash as the major when no line under it names one', () => {
    const read = educations(['Universitas Brawijaya – Agribisnis\t2013 – 2017']);
    expect(read.map((e) => [e.school, e.major])).toEqual([['Universitas Brawijaya', 'Agribisnis']]);
  });
});
