import { eq } from 'drizzle-orm';
import { termsConsents, users, type User } from '../../../db/schema';
import type { JoinType } from '../../../db/schema/enums';
import { db } from '~/lib/db.server';
import { AppError, ERROR_CODES } from '~/lib/errors';
import type { Language } from '~/lib/i18n';
import { grantWelcomeBenefits } from './benefits.server';
import { TERMS } from './schemas';
import { accountColumns, isUniqueViolation, type AccountInput } from './users.server';

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

export type PersonalAccountInput = AccountInput & Record<(typeof TERMS)[number], boolean>;

/**
 * The one way a personal account (role USER) is made, by the e-mail sign-up and the social sign-up
 * alike, in one transaction: the e-mail must be free, then the user row, what proves the person's
 * identity (`identify`: the provider identity of a social sign-up), each term's consent with its
 * time, and the welcome pass and credits (after the identity: they are given once per person). A
 * unique violation (the same e-mail committed a moment earlier) is the spec's 20000 too.
 */
export async function createPersonalAccount(opts: {
  email: string | null;
  passwordHash: string | null;
  joinType: Exclude<JoinType, 'AGENCY'>;
  input: PersonalAccountInput;
  language: Language;
  domain: string;
  now: Date;
  /** First in the transaction: the e-mail sign-up uses up its verification here (or throws). */
  before?: (tx: Tx) => Promise<void>;
  /** Right after the user row: the social sign-up stores its provider identity here. */
  identify?: (tx: Tx, user: User) => Promise<void>;
}): Promise<User> {
  const { email, input, now } = opts;
  try {
    return await db().transaction(async (tx) => {
      await opts.before?.(tx);
      if (email) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (taken) throw new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409);
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: opts.passwordHash,
          ...accountColumns(input),
          joinType: opts.joinType,
          role: 'USER',
          language: opts.language,
          domain: opts.domain,
        })
        .returning();
      await opts.identify?.(tx, user);
      await tx
        .insert(termsConsents)
        .values(TERMS.map((term) => ({ userId: user.id, term, agreed: input[term], agreedAt: now })));
      await grantWelcomeBenefits(tx, user.id, now);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409);
    throw error;
  }
}
