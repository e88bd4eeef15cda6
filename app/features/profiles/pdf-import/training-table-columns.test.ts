import { describe, expect, it } from 'vitest';
import { headerColumns, isHeaderRow } from './table';
import { ISSUED_LABELS } from './vocabulary';

// An Indonesian CV's training table titles its columns "Waktu | Nama Pelatihan | Penyelenggara" (when, the
// training's name, who held it): a header row, no certificate named "Waktu" held by "Nama Pelatihan".
describe("a training table's header row", () => {
  it('is a header and names the date, the name and the issuer', () => {
    expect(isHeaderRow('Waktu\tNama Pelatihan\tPenyelenggara')).toBe(true);
    expect(headerColumns('Waktu\tNama Pelatihan\tPenyelenggara', ISSUED_LABELS)).toEqual([
      'date',
      'name',
      'issuer',
    ]);
  });

  it('leaves a training row an entry', () => {
    expect(isHeaderRow('Mar 2022\tManajemen Kualitas Air Tambak\tBalai Besar Perikanan')).toBe(false);
  });
});
