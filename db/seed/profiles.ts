import { eq } from 'drizzle-orm';
import { profileGroups, profiles, users } from '../schema';
import type { Db } from '../database';
import { DEMO_USER } from './accounts';

/** The demo user's first group and resume, so the profile area has something to show. Once only. */
export async function seedDemoProfiles(db: Db) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email));
  if (!user) return;
  const [any] = await db
    .select({ id: profileGroups.id })
    .from(profileGroups)
    .where(eq(profileGroups.userId, user.id))
    .limit(1);
  if (any) return;
  const [group] = await db
    .insert(profileGroups)
    .values({ userId: user.id, name: '취업 준비', memo: '상반기 공채 지원용 이력서 모음', color: 'VIOLET' })
    .returning();
  await db.insert(profiles).values({
    userId: user.id,
    groupId: group.id,
    name: '백엔드 개발자 이력서',
    person: {
      country: 'KR',
      region: '서울',
      address: '마포구 월드컵북로 12',
      birthYear: '1998',
      birthMonth: '5',
    },
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
        position: '백엔드 개발 인턴',
        achievements:
          '주문 API의 응답 시간을 40% 줄이고, 배포 자동화로 릴리스 주기를 주 1회에서 매일로 앞당겼습니다.',
        start: '2022.07',
        end: '2022.12',
      },
    ],
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    certifications: [
      {
        certificationName: '정보처리기사',
        certificationIssuedBy: '한국산업인력공단',
        issueDate: '2022-06-17',
      },
    ],
    languages: [{ languageName: '영어', languageDetail: 'TOEIC 880', languageLevel: 'advanced' }],
    projects: [
      {
        projectName: '캠퍼스 중고거래 앱',
        projectDescription: '학생 2,000명이 쓰는 중고거래 서비스의 백엔드를 설계하고 운영했습니다.',
        technologiesUsed: 'NestJS, PostgreSQL, Redis',
      },
    ],
    awards: [{ awardName: '교내 해커톤 대상', awardIssuedBy: '한빛대학교', awardYear: '2021' }],
  });
}
