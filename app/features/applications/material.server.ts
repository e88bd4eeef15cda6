// The member's own material for one application's letters (ADR 0038): why this industry, company and job,
// a plan for the first one to three years, and the posting's pasted text. Kept per application; the
// coach reads it and fills its empty parts, and the writer states a motive or plan only from it.
import { sql } from 'drizzle-orm';
import { applications } from '#db/schema';
import type { MemberMotives } from '~/integrations/ai/types';
import { db, type Db } from '~/lib/db.server';
import { isRowId } from '~/lib/ids';
import { ownApplication } from './applications.server';
import { MATERIAL_FIELDS, type MaterialField } from './constants';

export type Material = MemberMotives;

/** The material a row holds, as the writer's request takes it. */
export const materialOf = (row: Pick<typeof applications.$inferSelect, MaterialField>): Material => ({
  whyIndustry: row.whyIndustry,
  whyCompany: row.whyCompany,
  whyJob: row.whyJob,
  plan: row.plan,
  postingText: row.postingText,
});

/** Saves the given fields of the member's application (the others stay). Whether it was theirs. */
export async function saveMaterial(
  userId: number,
  applicationId: number,
  fields: Partial<Material> & { role?: string },
  q: Pick<Db, 'update'> = db(),
): Promise<boolean> {
  if (!isRowId(applicationId)) return false;
  const values = Object.fromEntries(
    MATERIAL_FIELDS.filter((f) => typeof fields[f] === 'string').map((f) => [f, fields[f]!]),
  );
  // The role the member names is the posting title of an application without a listed posting.
  const role =
    fields.role === undefined
      ? {}
      : {
          postingTitle: sql`case when ${applications.recruitId} is null then ${fields.role || null} else ${applications.postingTitle} end`,
        };
  const rows = await q
    .update(applications)
    .set({ ...values, ...role, updatedAt: new Date() })
    .where(ownApplication(userId, applicationId))
    .returning({ id: applications.id });
  return rows.length > 0;
}
