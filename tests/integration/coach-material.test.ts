// The member's own material for an application (issue 35 item 2, ADR 0038): reasons, plan, role and the
// pasted posting saved through the application page's form, bounded (a longer post is refused with its
// field's message, nothing saved, no 500), shown back by the page, and theirs alone.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { db } from '~/lib/db.server';
import { action as detailAction, loader as detailLoader } from '~/routes/($domain)._member.applications.$id';
import { member } from './letters-helpers';
import { getRequest, outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const args = (userId: number, request: Request, id: number) =>
  ({
    request,
    context: routeContext({ id: userId }),
    params: { id: String(id) },
  }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;

const material = {
  role: '물류 데이터 분석가',
  whyIndustry: '물류는 숫자 하나로 현장이 바로 달라지는 산업입니다.',
  whyCompany: '당일 배송 확대 계획에 데이터로 기여하고 싶습니다.',
  whyJob: '원인을 숫자로 좁히는 일이 가장 즐겁습니다.',
  plan: '첫해에는 출고 지연 지표를 만들고, 2년 안에 센터별 예측 모델을 운영하겠습니다.',
  postingText: '주요업무\n- 물류 데이터 분석 및 개선 과제 발굴\n자격요건\n- SQL',
};

async function typedApplication(userId: number) {
  const made = await createApplication(userId, { companyName: '삼성전자 테스트', notes: '' });
  if (typeof made === 'string') throw new Error(made);
  return made.id;
}

describe("an application's material", () => {
  it('is saved by the page form, shown back, and kept per application', async () => {
    const userId = await member(0);
    const a = await typedApplication(userId);
    const b = await typedApplication(userId);
    const path = `/main/applications/${a}`;
    const saved = await outcome(
      detailAction(
        args(userId, postRequest(path, { intent: 'material', applicationId: String(a), ...material }), a),
      ),
    );
    expect(saved.status).toBe(302);
    const { value } = await outcome(detailLoader(args(userId, getRequest(path), a)));
    const app = (value as { app: Record<string, unknown> }).app;
    expect(app.whyCompany).toBe(material.whyCompany);
    expect(app.plan).toBe(material.plan);
    expect(app.postingText).toBe(material.postingText);
    // A typed company's role is its posting title (what the letters name).
    expect(app.postingTitle).toBe(material.role);
    const [other] = await db().select().from(applications).where(eq(applications.id, b));
    expect(other.whyCompany).toBe('');
    expect(other.plan).toBe('');
  });

  it('refuses a reason over its limit with the field message and saves nothing; another member cannot save', async () => {
    const userId = await member(0);
    const a = await typedApplication(userId);
    const path = `/main/applications/${a}`;
    const refused = await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, {
            intent: 'material',
            applicationId: String(a),
            whyCompany: '가'.repeat(501),
            plan: '계획',
          }),
          a,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.value)).toContain('validation.reasonTooLong');
    const [row] = await db().select().from(applications).where(eq(applications.id, a));
    expect(row.plan).toBe('');

    const stranger = await member(0);
    const forged = await outcome(
      detailAction(
        args(
          stranger,
          postRequest(path, { intent: 'material', applicationId: String(a), plan: '남의 계획' }),
          a,
        ),
      ),
    );
    expect(forged.status).toBe(302);
    const [after] = await db().select().from(applications).where(eq(applications.id, a));
    expect(after.plan).toBe('');
  });
});
