import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'id', []).map((f) => [text.slice(...f.range), f.message]);

describe('an Indonesian "yang" clause on another person', () => {
  it('leaves the age or status in it', () => {
    expect(found('Saya mengantar kurir yang baru berusia 19 tahun ke klinik.')).toEqual([]);
    expect(found('Saya menyiapkan kejutan untuk manajer yang genap berusia lima puluh.')).toEqual([]);
    expect(found('Pelanggan yang berusia 70 tahun kami bantu mengisi formulir.')).toEqual([]);
  });

  it("still flags the writer's own", () => {
    expect(
      found('Saya yang sudah berusia 45 tahun masih kuat mengangkat karung.').map(([, m]) => m),
    ).toContain('blind.age');
    expect(found('Saya generasi Z yang lahir setelah tahun 2000.').map(([, m]) => m)).toContain('blind.age');
    expect(
      found('Saya orang yang berusia 50 tahun dan masih bekerja di lapangan.').map(([, m]) => m),
    ).toContain('blind.age');
  });
});
