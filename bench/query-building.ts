// npx tsx bench/query-building.ts: what building one drizzle statement costs on the request thread (its
// SQL text and parameters, `toSQL()`, which every unprepared query does on every request and a prepared
// one does once), for the member pages' hot reads. In-process, no database: microseconds a statement, the
// median of 7 runs of 2,000 builds. Not part of npm test; no figure is asserted.
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '#db/schema';
import {
  applications,
  companies,
  coverLetters,
  creditLedger,
  memberQuestionBlind,
  passes,
  passUses,
  questions,
  selectedQuestionGroups,
  cultureResults,
  cultureUsers,
  profileGroups,
  profiles,
  recruits,
  refreshTokens,
  users,
} from '#db/schema';

const d = drizzle(postgres('postgres://unused@127.0.0.1:1/none'), { schema });
const reads: Record<string, () => { toSQL(): unknown }> = {
  'culture results of a user': () =>
    d.select().from(cultureResults).where(eq(cultureResults.userId, 7)).orderBy(desc(cultureResults.id)),
  "a user's country": () => d.select({ country: users.country }).from(users).where(eq(users.id, 7)),
  'culture interest': () =>
    d
      .select({ jobCategoryId: cultureUsers.jobCategoryId, jobDetailIds: cultureUsers.jobDetailIds })
      .from(cultureUsers)
      .where(eq(cultureUsers.code, 'x')),
  'live family (sign-in)': () =>
    d
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, 'f'), isNull(refreshTokens.revokedAt)))
      .limit(1),
  "a user's groups with counts": () =>
    d
      .select({
        id: profileGroups.id,
        name: profileGroups.name,
        memo: profileGroups.memo,
        color: profileGroups.color,
        profileCount: count(profiles.id),
      })
      .from(profileGroups)
      .leftJoin(profiles, eq(profiles.groupId, profileGroups.id))
      .where(eq(profileGroups.userId, 7))
      .groupBy(profileGroups.id)
      .orderBy(asc(profileGroups.id)),
  "a group's resumes": () =>
    d
      .select({
        id: profiles.id,
        name: profiles.name,
        updatedAt: profiles.updatedAt,
        favorite: profiles.favorite,
        isResume: profiles.isResume,
        isCoverletter: profiles.isCoverletter,
        companyName: sql<
          string | null
        >`coalesce(${companies.name}, (select c.name from ${companies} c where c.id = ${recruits.companyId}))`,
        position: recruits.title,
      })
      .from(profiles)
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .leftJoin(recruits, eq(recruits.id, profiles.recruitId))
      .where(and(eq(profiles.groupId, 1), eq(profiles.userId, 7)))
      .orderBy(desc(profiles.createdAt), desc(profiles.id)),
  // The result screen's reads, prepared since 27584db (app/features/coverletters/letters.server.ts,
  // questions.server.ts, app/features/accounts/passes.server.ts), as they were built per request before.
  "result screen: an application's letters": () =>
    d
      .select({
        letter: coverLetters,
        questionType: questions.type,
        questionBlind: sql<
          boolean | null
        >`case when ${questions.userId} is null then (select ${memberQuestionBlind.blindHiring} from ${memberQuestionBlind} where ${memberQuestionBlind.userId} = ${7} and ${memberQuestionBlind.questionId} = ${questions.id}) else ${questions.blindHiring} end`,
        appBlind: sql<
          boolean | null
        >`(select ${applications.blindHiring} from ${applications} where ${applications.id} = coalesce(${coverLetters.applicationId}, ${questions.applicationId}))`,
        selected: sql<unknown>`(${d
          .select({ ids: sql`coalesce(array_agg(${selectedQuestionGroups.questionId}), '{}')` })
          .from(selectedQuestionGroups)
          .where(eq(selectedQuestionGroups.profileId, 3))})`,
      })
      .from(coverLetters)
      .innerJoin(questions, eq(questions.id, coverLetters.questionId))
      .where(
        and(
          eq(coverLetters.userId, 7),
          eq(coverLetters.profileId, 3),
          eq(coverLetters.active, true),
          or(eq(coverLetters.applicationId, 5), isNull(coverLetters.applicationId)),
        ),
      )
      .orderBy(asc(coverLetters.questionId), desc(coverLetters.createdAt), desc(coverLetters.id)),
  'result screen: own questions': () =>
    d
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.userId, 7),
          or(eq(questions.applicationId, 5), and(eq(questions.profileId, 3), isNull(questions.applicationId))),
          eq(questions.type, 'CUSTOM'),
          eq(questions.active, true),
        ),
      )
      .orderBy(asc(questions.createdAt), asc(questions.id)),
  'result screen: pass in force': () => {
    const now = new Date();
    return d
      .select({
        pass: passes,
        used: sql<number>`(select count(*)::int from ${passUses} where ${passUses.passId} = ${passes.id} and ${passUses.refundedAt} is null)`,
      })
      .from(passes)
      .where(
        and(
          eq(passes.userId, 7),
          eq(passes.status, 'ACTIVE'),
          isNull(passes.heldAt),
          lte(passes.startsAt, now),
          gt(passes.endsAt, now),
        ),
      )
      .orderBy(sql`${passes.endsAt} desc`, desc(passes.id));
  },
  'result screen: credits': () =>
    d
      .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, 7)),
  'raw sql template': () =>
    d
      .select({ one: sql<number>`1` })
      .from(users)
      .where(sql`${users.id} = ${7}`),
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const [name, build] of Object.entries(reads)) {
  const runs: number[] = [];
  for (let r = 0; r < 8; r++) {
    const start = cpu();
    for (let i = 0; i < 2000; i++) build().toSQL();
    if (r) runs.push(((cpu() - start) / 2000) * 1000);
  }
  runs.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} ${runs[3].toFixed(1).padStart(6)} µs a build`);
}
process.exit(0);
