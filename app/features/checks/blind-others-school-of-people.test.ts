import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'id', []).map((f) => [text.slice(...f.range), f.message]);

describe('a school named as where the people the writer takes on come from', () => {
  it('leaves it', () => {
    expect(found('Saya membimbing mahasiswa magang dari Universitas Brawijaya setiap semester.')).toEqual([]);
  });

  it("still flags the writer's own school", () => {
    expect(found('Saya lulusan Universitas Brawijaya jurusan teknik industri.').map(([, m]) => m)).toContain(
      'blind.school',
    );
    expect(
      found('Saya alumnus Universitas Brawijaya dan menerima mahasiswa magang dari sana.').map(([, m]) => m),
    ).toContain('blind.school');
  });
});
