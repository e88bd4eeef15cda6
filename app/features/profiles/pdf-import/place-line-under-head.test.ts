import { describe, expect, it } from 'vitest';
import { isTownRegionLine, withoutPlaceUnderHead } from './place-line-under-head';

describe("a job's place on its own line under the head", () => {
  it('reads a town with its province, state or country', () => {
    expect(isTownRegionLine('Banyuwangi, Jawa Timur')).toBe(true);
    expect(isTownRegionLine('Medan, Sumatera Utara')).toBe(true);
    expect(isTownRegionLine('Dayton, OH')).toBe(true);
    expect(isTownRegionLine('Penang, Malaysia')).toBe(true);
  });

  it('reads no other line', () => {
    expect(isTownRegionLine('Marketing, Communications')).toBe(false);
    expect(isTownRegionLine('Led a team of 5, cutting costs')).toBe(false);
    expect(isTownRegionLine('• Mengelola 12 kolam, Jawa Timur')).toBe(false);
  });

  it('is dropped before the bullets when company and position are told', () => {
    const body = ['Situbondo, Jawa Timur', '• Mengukur DO dan pH di 20 kolam.'];
    expect(withoutPlaceUnderHead(body, 'PT Tambak Sejahtera', 'Teknisi')).toEqual([body[1]]);
    expect(withoutPlaceUnderHead(body, 'PT Tambak Sejahtera', '')).toEqual(body);
    expect(withoutPlaceUnderHead([body[0]], 'PT Tambak Sejahtera', 'Teknisi')).toEqual([body[0]]);
  });
});
