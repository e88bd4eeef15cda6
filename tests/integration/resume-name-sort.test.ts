// Issue 27 item 11 through the group screen's loader: 이름순 (ㄱ–ㅎ) lists a group's resumes in Korean
// order with Hangul names before Latin ones (not Latin first, as the database's byte order put them),
// 이름 역순 the reverse, and a stranger's group still lists nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '#db/seed';
import { createGroup } from '~/features/profiles/groups.server';
import { saveProfile } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { loader as groupLoader } from '~/routes/($domain)._member.profile.group';
import { member } from './letters-helpers';
import { plainResume } from './resume-helpers';
import { getRequest, outcome, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
let owner: number;
let groupId: number;
beforeAll(async () => {
  await seedReference(db());
  owner = await member(0);
  groupId = (await createGroup(owner, { name: 'Sort', memo: '', color: 'VIOLET' })).id;
  for (const name of ['Zeta 지원', 'apple 이력서', '하늘랩스 지원', 'Banana', '가나다 이력서', '나무'])
    await saveProfile(owner, { groupId }, plainResume(name));
});

async function names(userId: number, sort: string) {
  const loaded = await outcome(
    groupLoader({
      request: getRequest(`/main/profile/group?group=${groupId}&sort=${sort}`),
      context: routeContext({ id: userId }),
      params: {},
    }),
  );
  expect(loaded.status).toBe(200);
  return (loaded.value as { resumes: { name: string }[] }).resumes.map((r) => r.name);
}

describe('이름순 (ㄱ–ㅎ)', () => {
  it('puts Hangul names first in ㄱ–ㅎ order, then Latin names whatever their case', async () => {
    const order = ['가나다 이력서', '나무', '하늘랩스 지원', 'apple 이력서', 'Banana', 'Zeta 지원'];
    expect(await names(owner, 'NAME_ASC')).toEqual(order);
    expect(await names(owner, 'NAME_DESC')).toEqual([...order].reverse());
  });
  it("does not list another member's group", async () => {
    expect(await names(await member(0), 'NAME_ASC')).toEqual([]);
  });
});
