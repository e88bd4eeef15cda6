import { z } from 'zod';

/** The login page's institution tab: login id and password (both required, not blank; spec §5). */
const LOGIN_BLANK = 'errors:code.20002';
export const agencyLoginSchema = z.object({
  agencyLoginId: z.string({ error: LOGIN_BLANK }).trim().min(1, LOGIN_BLANK).max(40, LOGIN_BLANK),
  password: z.string({ error: LOGIN_BLANK }).max(200, LOGIN_BLANK),
});
