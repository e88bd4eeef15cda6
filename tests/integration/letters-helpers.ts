// Members with credits or a pass, and a resume aimed at a company, for the cover-letter tests.
import { creditLedger, passes, users } from '#db/schema';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { createGroup } from '~/features/profiles/groups.server';
import type { Language } from '~/lib/i18n';
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
          // Enough material for the band the tests ask (300–1000): the check before payment refuses less.
          achievements:
            '주문 API 응답 시간을 40% 줄였습니다.\n결제 오류 알림을 자동화해 장애 대응 시간을 30분에서 10분으로 단축했습니다.\n장애 대응 절차를 문서로 정리해 인턴 2명이 첫 주부터 야간 당직을 맡을 수 있게 했습니다.',
          start: '2022.07',
          end: '2022.12',
        },
        {
          company: '한빛소프트',
          position: '백엔드 개발자',
          achievements:
            '정산 배치를 다시 설계해 처리 시간을 2시간에서 25분으로 줄였습니다.\n신규 입사자 3명의 온보딩 문서를 만들어 적응 기간을 2주 앞당겼습니다.\n정산 오류 재처리를 자동화해 월말 수작업을 하루에서 1시간으로 줄였습니다.',
          start: '2023.03',
          end: '2024.12',
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
      projects: [
        {
          projectName: '재고 대시보드',
          projectDescription: '매장 재고 데이터를 모아 보는 대시보드를 만들어 발주 실수를 20% 줄였습니다.',
          technologiesUsed: 'React, PostgreSQL',
        },
        {
          projectName: '고객 문의 분류기',
          projectDescription: '고객 문의 1만 건을 유형별로 자동 분류해 응답 시간을 35% 줄였습니다.',
          technologiesUsed: 'Python',
        },
      ],
      awards: [],
    },
  );
  const [company] = await db().query.companies.findMany({ limit: 1 });
  await setTarget(userId, profile.id, { kind: 'company', id: company.id });
  return profile.id;
}

/** The generation settings the integration tests write with: Korean, 300–1000 characters. */
export const settings = (profileId: number, questionIds: number[]) => ({
  profileId,
  questionIds,
  lang: 'ko' as const,
  temperature: 70,
  minLetter: 300,
  maxLetter: 1000,
});

/** Those settings for one question, as the result screen's form posts them (intent generate). */
export const generateForm = (profileId: number, questionId: number): Record<string, string> => ({
  intent: 'generate',
  ...Object.fromEntries(Object.entries(settings(profileId, [questionId])).map(([k, v]) => [k, String(v)])),
});

/** The result screen's form posted by a member, to its action as Remix would call it: the action's answer. */
export function postResultForm(
  userId: number,
  profileId: number,
  fields: Record<string, string>,
  lng: Language = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return handleResultAction({
    userId,
    role: 'USER',
    domain: 'main',
    lng,
    url: new URL(`http://localhost/main/profile/result?id=${profileId}`),
    form,
  });
}

/** Reads a letter's stream to its end (writeLetter stores it); the text written. */
export async function drain(gen: AsyncGenerator<string>) {
  let text = '';
  for await (const chunk of gen) text += chunk;
  return text;
}
