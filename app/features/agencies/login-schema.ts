import { z } from 'zod';

/** The login page's institution tab: login id and password (both required, not blank; spec §5). */
export const agencyLoginSchema = z.object({
  agencyLoginId: z.string().trim().max(40).default(''),
  password: z.string().max(200).default(''),
});
