import { z } from 'zod';

/** A domain is up to 10 lowercase letters (spec §5); empty means every tenant. */
const DOMAIN = /^[a-z]{1,10}$/;

/** The operator's announcement form. Messages are keys of the `notifications` namespace. */
export const announcementSchema = z.object({
  audience: z
    .string({ error: 'announce.audienceInvalid' })
    .trim()
    .refine((v) => v === 'all' || DOMAIN.test(v), 'announce.audienceInvalid'),
  title: z
    .string({ error: 'announce.titleRequired' })
    .trim()
    .min(1, 'announce.titleRequired')
    .max(100, 'announce.titleRequired'),
  body: z
    .string({ error: 'announce.bodyRequired' })
    .trim()
    .min(1, 'announce.bodyRequired')
    .max(1000, 'announce.bodyRequired'),
  link: z
    .string({ error: 'announce.linkInvalid' })
    .trim()
    .max(500, 'announce.linkInvalid')
    .refine((v) => v === '' || (/^\/(?![/\\])/.test(v) && !/\s/.test(v)), 'announce.linkInvalid')
    .optional()
    .default(''),
});

export type AnnouncementInput = { domain: string | null; title: string; body: string; link: string | null };

export function announcementInput(value: z.infer<typeof announcementSchema>): AnnouncementInput {
  return {
    domain: value.audience === 'all' ? null : value.audience,
    title: value.title,
    body: value.body,
    link: value.link || null,
  };
}

/** The list's forms; `from=panel` is sent only by the panel (JavaScript), which wants data, not a redirect. */
const NOT_FOUND = 'errors:status.404.message';
const notificationId = z.string({ error: NOT_FOUND }).max(20, NOT_FOUND);
const fromPanel = z.literal('panel', { error: NOT_FOUND }).optional();
export const notificationActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('open'), id: notificationId }),
    z.object({ intent: z.literal('delete'), id: notificationId, from: fromPanel }),
    z.object({ intent: z.literal('deleteAll'), from: fromPanel }),
  ],
  { error: NOT_FOUND },
);
