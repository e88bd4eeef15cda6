// Members with credits or a pass, and a resume aimed at a company, for the cover-letter tests.
import { creditLedger, passes, users } from '../../db/schema';
import { createGroup } from '~/features/profiles/groups.server';
import { saveProfile, setTarget } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';

/** A user with `credits` free credits and, optionally, an active pass. */
export async function member(credits: number, pass = false) {
  const [user] = await db()
    .insert(users)
    .values({ email: `letters-${crypto.randomUUID()}@example.com`, joinType: 'EMAIL' })
    .returning();
  if (credits) await db().insert(creditLedger).values({ userId: user.id, delta: credits, reason: 'WELCOME' });
  if (pass)
    await db()
      .insert(passes)
      .values({
        userId: user.id,
        name: 'P',
        source: 'ORDER',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 86_400_000),
      });
  return user.id;
}

export async function resumeWithTarget(userId: number) {
  const group = await createGroup(userId, { name: 'G', memo: '', color: 'VIOLET' });
  const profile = await saveProfile(
    userId,
    { groupId: group.id },
    {
      name: '백엔드 이력서',
      episodes: [],
      person: { country: 'KR', region: '서울', address: '마포구 1', birthYear: '1998', birthMonth: '5' },
      educations: [
        {
          gradLevel: 'university',
          graduated: true,
          school: '한빛대학교',
          major: '컴퓨터공학',
          gpa: '3.9/4.5',
          thesis: '',
          start: '2017.03',
          end: '2023.02',
        },
      ],
      works: [
        {
          company: '누리테크',
          position: '백엔드 인턴',
          achievements: '주문 API 응답 시간을 40% 줄였습니다.',
          start: '2022.07',
          end: '2022.12',
        },
      ],
      skills: ['TypeScript', 'PostgreSQL'],
      certifications: [
        {
          certificationName: '정보처리기사',
          certificationIssuedBy: '한국산업인력공단',
          issueDate: '2022-06-17',
        },
      ],
      languages: [],
      projects: [],
      awards: [],
    },
  );
  const [company] = await db().query.companies.findMany({ limit: 1 });
  await setTarget(userId, profile.id, { kind: 'company', id: company.id });
  return profile.id;
}
