// Issue 25 item 1: what members have today is not lost. On a copy of the demo data with members whose
// resumes have a target, their own questions and letters, the migration's data step (the end of
// db/migrations/0017_applications.sql) is run again from the state before it: every targeted resume
// becomes one preparing application of its company and posting (due on the posting's close date), its
// own questions move to it, and every letter stays, reachable through its question.
import { readFileSync } from 'node:fs';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  applicationStatusChanges,
  coverLetters,
  profiles,
  questions,
  recruits,
} from '#db/schema';
import { seedDemo, seedReference } from '#db/seed';
import { setTarget } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { member, resumeWithTarget } from './letters-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
  await seedDemo(db());
});

/** The data step of the migration, as committed. */
const dataStep = () => {
  const file = readFileSync(new URL('../../db/migrations/0017_applications.sql', import.meta.url), 'utf8');
  return file.slice(file.indexOf('-- What members have today'));
};

async function ownQuestion(userId: number, profileId: number, text: string) {
  const [q] = await db()
    .insert(questions)
    .values({
      type: 'CUSTOM',
      intent: 'motivation',
      userId,
      profileId,
      text: { ko: text, en: text, id: text },
      maxLength: 800,
      limitType: 'with-spaces',
    })
    .returning();
  return q.id;
}

async function letter(userId: number, profileId: number, questionId: number) {
  await db().insert(coverLetters).values({
    userId,
    profileId,
    questionId,
    questionText: 'Q',
    generationId: crypto.randomUUID(),
    lang: 'ko',
    temperature: 0.7,
    minLetter: 640,
    maxLetter: 800,
    status: 'DONE',
    writer: 'builtin',
    content: '지원 동기는 …',
  });
}

describe('the migration of targets and letters into applications', () => {
  it('makes one application per targeted resume and keeps every question and letter', async () => {
    const a = await member(0);
    const b = await member(0);
    const aimedAtCompany = await resumeWithTarget(a);
    const aimedAtPosting = await resumeWithTarget(b);
    const [posting] = await db().select().from(recruits).limit(1);
    await setTarget(b, aimedAtPosting, { kind: 'recruit', id: posting.id });
    const untargeted = await resumeWithTarget(b);
    await setTarget(b, untargeted, null);
    const qa = await ownQuestion(a, aimedAtCompany, '우리 회사에 지원한 동기는?');
    const qb = await ownQuestion(b, aimedAtPosting, '입사 후 포부는?');
    await letter(a, aimedAtCompany, qa);
    await letter(a, aimedAtCompany, qa);
    await letter(b, aimedAtPosting, qb);

    // The state before the step: no applications, questions on resumes only.
    await db().delete(applications);
    await db().update(questions).set({ applicationId: null });
    const lettersBefore = await db().select({ n: count() }).from(coverLetters);
    const targeted = await db()
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.companyId} is not null or ${profiles.recruitId} is not null`);

    await db().execute(sql.raw(dataStep()));

    const made = await db().select().from(applications);
    expect(made).toHaveLength(targeted[0].n);
    const ofA = made.find((m) => m.profileId === aimedAtCompany)!;
    expect(ofA).toMatchObject({ userId: a, status: 'preparing', recruitId: null, deadline: null });
    expect(ofA.companyId).not.toBeNull();
    const ofB = made.find((m) => m.profileId === aimedAtPosting)!;
    expect(ofB).toMatchObject({
      userId: b,
      recruitId: posting.id,
      companyId: posting.companyId,
      deadline: posting.closeDate,
      postingTitle: posting.title,
    });
    expect(made.find((m) => m.profileId === untargeted)).toBeUndefined();

    const [movedA] = await db().select().from(questions).where(eq(questions.id, qa));
    expect(movedA.applicationId).toBe(ofA.id);
    expect(movedA.profileId).toBe(aimedAtCompany);
    const [{ n: changes }] = await db().select({ n: count() }).from(applicationStatusChanges);
    expect(changes).toBe(made.length);

    expect(await db().select({ n: count() }).from(coverLetters)).toEqual(lettersBefore);
    const reachable = await db()
      .select({ n: count() })
      .from(coverLetters)
      .innerJoin(questions, eq(questions.id, coverLetters.questionId))
      .where(and(eq(coverLetters.userId, a), isNotNull(questions.applicationId)));
    expect(reachable[0].n).toBe(2);
  });
});

/** The backfill step of migration 0021 (its last statement), as committed. */
const backfill0021 = () => {
  const file = readFileSync(
    new URL('../../db/migrations/0021_application_material.sql', import.meta.url),
    'utf8',
  );
  return file.slice(file.indexOf('UPDATE "cover_letter"'));
};

describe('migration 0021: letters belong to their application', () => {
  it('gives every letter of an application’s question that application and loses no row', async () => {
    const a = await member(0);
    const aimed = await resumeWithTarget(a);
    const loose = await resumeWithTarget(a);
    await setTarget(a, loose, null);
    const onApplication = await ownQuestion(a, aimed, '지원 동기는?');
    const onResume = await ownQuestion(a, loose, '입사 후 포부는?');
    const [app] = await db()
      .insert(applications)
      .values({ userId: a, profileId: aimed, companyName: '데모 회사', status: 'preparing' })
      .returning();
    await db().update(questions).set({ applicationId: app.id }).where(eq(questions.id, onApplication));
    await letter(a, aimed, onApplication);
    await letter(a, aimed, onApplication);
    await letter(a, loose, onResume);

    // The state before the step, on a copy of the demo data with these letters: no letter has one.
    await db().update(coverLetters).set({ applicationId: null });
    const before = await db()
      .select({ id: coverLetters.id, content: coverLetters.content, questionId: coverLetters.questionId })
      .from(coverLetters)
      .orderBy(coverLetters.id);

    await db().execute(sql.raw(backfill0021()));

    const after = await db()
      .select({
        id: coverLetters.id,
        content: coverLetters.content,
        questionId: coverLetters.questionId,
        applicationId: coverLetters.applicationId,
        ofQuestion: questions.applicationId,
      })
      .from(coverLetters)
      .leftJoin(questions, eq(questions.id, coverLetters.questionId))
      .orderBy(coverLetters.id);
    // No row lost or changed; each letter now carries its question's application (none: stays none).
    expect(after.map(({ id, content, questionId }) => ({ id, content, questionId }))).toEqual(before);
    expect(after.length).toBeGreaterThanOrEqual(3);
    for (const row of after) expect(row.applicationId).toBe(row.ofQuestion ?? null);
    expect(after.filter((r) => r.applicationId === app.id)).toHaveLength(2);
    expect(after.filter((r) => r.questionId === onResume)[0]?.applicationId).toBeNull();
  });
});
