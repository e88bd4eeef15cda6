import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../server/precompressed';

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, as a browser offers them', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
  });
  it('sends plain bytes to a client that asks for none or refuses both', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('br;q=0, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
  });
  it('reads weights and the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, *;q=0')).toEqual(['gzip']);
  });
});
