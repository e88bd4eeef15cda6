import { z } from 'zod';
import { requiredText } from '~/lib/fields';
import { rowIdSchema } from '~/lib/ids';

// Sharing a resume with one's institution, and the institution's comments on it. Messages are keys of
// the `agencyDashboard` namespace.

/** The result screen's share box: share a resume with one's institution, or stop. */
export const shareSchema = z.object({
  intent: z.enum(['share', 'unshare']),
  profileId: rowIdSchema(),
});

/** A comment for the member on a shared resume: 1–1000 characters once trimmed. */
export const commentSchema = z.object({
  body: requiredText('view.commentInvalid', 1000),
});
