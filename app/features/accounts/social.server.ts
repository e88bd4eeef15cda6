import { createCookie } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { socialIdentities, users, type User } from '#db/schema';
import type { SocialProfile } from '~/integrations/social/strategies.server';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import type { Language } from '~/lib/i18n';
import { createPersonalAccount, type PersonalAccountInput } from './create-account.server';
import { normaliseEmail } from './users.server';

const signed = (name: string) =>
  createCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().isProduction,
    secrets: [env().SESSION_SECRET],
    maxAge: 600,
  });

/** Where to send the person back after the provider: the tenant and the page they came from. */
export const socialReturnCookie = () => signed('social_return');
const returnSchema = z.object({
  domain: z.string().regex(/^[a-z]{1,10}$/),
  redirectTo: z.string().max(2000).optional(),
});
export async function readSocialReturn(request: Request) {
  const parsed = returnSchema.safeParse(await socialReturnCookie().parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data : { domain: 'main' };
}

/** A first social sign-in waiting for its missing fields and terms. */
const pendingCookie = () => signed('social_signup');
const profileSchema = z.object({
  provider: z.enum(['kakao', 'naver']),
  providerUserId: z.string().min(1).max(100),
  email: z.string().max(254).nullable(),
  name: z.string().max(50).nullable(),
  birthYear: z.number().int().nullable(),
  agreedTerms: z.array(z.string()).max(10),
});
export async function pendingSignUpCookie(profile: SocialProfile) {
  return pendingCookie().serialize(profile);
}
export async function readPendingSignUp(request: Request): Promise<SocialProfile | null> {
  const parsed = profileSchema.safeParse(await pendingCookie().parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data : null;
}
export async function clearPendingSignUp() {
  return pendingCookie().serialize('', { maxAge: 0 });
}

/** The account behind a provider identity. Only (provider, provider user id) counts, never the e-mail. */
export async function findUserBySocial(profile: SocialProfile): Promise<User | null> {
  const [row] = await db()
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.provider, profile.provider === 'kakao' ? 'KAKAO' : 'NAVER'),
        eq(socialIdentities.providerUserId, profile.providerUserId),
      ),
    );
  return row && !row.user.withdrawnAt ? row.user : null;
}

export type SocialSignUpInput = PersonalAccountInput;

/**
 * Creates the account of a first social sign-in. An e-mail already used by another account is not
 * linked to it (20000): that person signs in the way they signed up.
 */
export async function completeSocialSignUp(
  profile: SocialProfile,
  input: SocialSignUpInput,
  ctx: { domain: string; lng: Language; now?: Date },
): Promise<User> {
  const now = ctx.now ?? new Date();
  const joinType = profile.provider === 'kakao' ? 'KAKAO' : 'NAVER';
  return createPersonalAccount({
    email: profile.email ? normaliseEmail(profile.email) : null,
    passwordHash: null,
    joinType,
    input,
    language: ctx.lng,
    domain: ctx.domain,
    now,
    identify: async (tx, user) => {
      await tx
        .insert(socialIdentities)
        .values({ userId: user.id, provider: joinType, providerUserId: profile.providerUserId });
    },
  });
}
