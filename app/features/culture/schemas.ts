import { z } from 'zod';
import { rowIdSchema } from '~/lib/ids';

// The culture diagnosis's job step (spec: an industry, then at least one of its roles). The action
// answers a refused choice with the spec's toast, so the schemas' messages are `culture` keys.

export const jobIndustrySchema = z.object({ industryId: rowIdSchema('job.selectIndustry') });

export const jobChoiceSchema = jobIndustrySchema.extend({
  roleIds: z.array(rowIdSchema('job.selectJob'), { error: 'job.selectJob' }).min(1, 'job.selectJob'),
});
