import { describe, expect, it } from 'vitest';
import { isRowId, isUuid, MAX_ROW_ID, parseRowId, rowIdSchema, uuidSchema } from '~/lib/ids';

describe('row ids from a request', () => {
  it('reads plain decimal ids within int4', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId('2147483647')).toBe(MAX_ROW_ID);
    expect(parseRowId(42)).toBe(42);
  });

  it('answers null (not found) for anything that cannot name a row', () => {
    for (const raw of [
      '2147483648',
      '99999999999',
      '99999999999999999999999',
      '1e23',
      '1e3',
      '0x10',
      ' 7',
      '-1',
      '0',
      '1.5',
      '',
      'abc',
      null,
      undefined,
    ])
      expect(parseRowId(raw), String(raw)).toBeNull();
    expect(isRowId(2 ** 31)).toBe(false);
    expect(isRowId(1e23)).toBe(false);
  });

  it('has a schema form with the same rule and the caller message', () => {
    expect(rowIdSchema().parse('12')).toBe(12);
    const bad = rowIdSchema('toast.selectGroup').safeParse('99999999999');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('toast.selectGroup');
  });
});

describe('uuids from a request', () => {
  it('accepts the canonical form only', () => {
    expect(isUuid('0b9f1c2e-5d4a-4c3b-9a8f-1e2d3c4b5a69')).toBe(true);
    expect(isUuid('0B9F1C2E-5D4A-4C3B-9A8F-1E2D3C4B5A69')).toBe(true);
    for (const raw of ['-'.repeat(36), '0b9f1c2e5d4a4c3b9a8f1e2d3c4b5a69', 'not-a-uuid', '', null])
      expect(isUuid(raw), String(raw)).toBe(false);
    expect(uuidSchema('x').safeParse('-'.repeat(36)).success).toBe(false);
  });
});
