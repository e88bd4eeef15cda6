import { describe, expect, it } from 'vitest';
import { parsePerson } from './person';
import { isRunningText } from './region-label-address';

const person = (lines: string[]) => parsePerson(lines, []).person;

describe('a place under a region label (issue 37 round 13)', () => {
  it('is an address with its first-level division as the region when it names more than the division', () => {
    expect(person(['• Location: 부산광역시 수영구 광안동'])).toMatchObject({
      region: '부산광역시',
      address: '부산광역시 수영구 광안동',
    });
    expect(person(['사는 곳: 충청북도 청주시 흥덕구'])).toMatchObject({
      region: '충청북도',
      address: '충청북도 청주시 흥덕구',
    });
  });

  it('stays the region when it is only the division or no Korean place', () => {
    expect(person(['거주지: 대전광역시'])).toMatchObject({ region: '대전광역시', address: '' });
    expect(person(['Location: Surabaya'])).toMatchObject({ region: 'Surabaya' });
  });

  it('is split into the state as region and the place as address when it is a US "Town, ST ZIP"', () => {
    expect(person(['LOCATION', 'Portland, OR 97214'])).toMatchObject({ region: 'Oregon', address: 'Portland, OR 97214' });
    expect(person(['Location: Austin, Texas'])).toMatchObject({ region: 'Texas', address: 'Austin, Texas' });
  });
});

describe('running text is no address (issue 37 round 13)', () => {
  it('reads a Korean sentence as running text', () => {
    expect(isRunningText('물류 현장에서 일해 왔습니다. 작은 개선도 쌓이면 큰 차이가 됩니다')).toBe(true);
    expect(isRunningText('현장을 먼저 본다. 그다음 데이터를 본다.')).toBe(true);
    expect(
      person(['창고 자동화를 8년간 해 왔습니다. 현장 사람도 데이터로 말하게 만드는 일을 했습니다.']),
    ).toMatchObject({
      address: '',
    });
  });

  it('leaves places alone', () => {
    expect(isRunningText('서울특별시 강서구 마곡중앙로 161')).toBe(false);
    expect(isRunningText('경상남도 창원시 성산구 중앙동')).toBe(false);
    expect(person(['주소 대구광역시 북구 산격동 1370'])).toMatchObject({
      address: '대구광역시 북구 산격동 1370',
    });
  });
});

describe('a region written beside an address of its own (issue 37 round 13)', () => {
  it('stays the region as written', () => {
    expect(person(['지역: 전라북도 전주시', '주소: 전라북도 전주시 완산구 효자동 88'])).toMatchObject({
      region: '전라북도 전주시',
      address: '전라북도 전주시 완산구 효자동 88',
    });
  });
});
