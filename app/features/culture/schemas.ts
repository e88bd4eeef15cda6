import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';

// The culture diagnosis's job step (spec: an industry, then at least one of its roles). The action
// answers a refused choice with the spec's toast, so the schemas' messages are `culture` keys.

export const jobIndustrySchema = z.object({ industryId: rowIdSchema('job.selectIndustry') });

export const jobChoiceSchema = jobIndustrySchema.extend({
  roleIds: z.array(rowIdSchema('job.selectJob'), { error: 'job.selectJob' }).min(1, 'job.selectJob'),
});

/**
 * A survey page's form: each of its items' chosen answer ids (none when nothing was ticked). Which of
 * them count (known answers, one for single-choice items) is the diagnosis's to decide.
 */
export function surveyPageSchema(itemIds: readonly string[]) {
  return z.object(Object.fromEntries(itemIds.map((id) => [id, z.array(z.string()).default([])])));
}
