import { eq } from 'drizzle-orm';
import { termsConsents, users, type User } from '#db/schema';
import type { Country, JoinType, UserRole } from '#db/schema/enums';
import { db, type Db } from '~/lib/db.server';
import { AppError, ERROR_CODES } from '~/lib/errors';
import type { Language } from '~/lib/i18n';
import { grantWelcomeBenefits } from './benefits.server';
import { TERMS } from './schemas';
import { accountColumns, isUniqueViolation, type AccountInput } from './users.server';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The person's columns of the user row (birth as YYYYMM; staff accounts give none). */
export type PersonColumns = {
  name: string;
  country: Country;
  countryCode: string;
  phoneNumber: string;
  birth?: string | null;
};

export type NewAccount = {
  email: string | null;
  passwordHash: string | null;
  role: UserRole;
  joinType: JoinType;
  person: PersonColumns;
  /** Each term's answer, stored with `now` as its time. */
  consents: Readonly<Record<string, boolean>>;
  language: Language;
  /** The tenant the account signed up under. */
  domain: string;
  now: Date;
  /** Whether the first sign-in still opens the welcome box (a personal account's default). */
  firstLogin?: boolean;
  /** First in the transaction: what the account belongs to or uses up (an institution, a verification). */
  before?: (tx: Tx) => Promise<void>;
  /** Right after the user row: what identifies the person besides it (a provider identity, a staff id). */
  identify?: (tx: Tx, user: User) => Promise<void>;
};

/**
 * The one way an account is made — the e-mail and social sign-ups, the institution sign-up and the demo
 * seeds alike — in one transaction on `handle` (the app's database, or the one a seed was given): `before`,
 * then the e-mail must be free, the user row, `identify`, each term's consent with its time, and for a
 * personal account (role USER) the welcome pass and credits (after the identity: they are given once per
 * person). A unique violation is the caller's to name.
 */
export async function createAccount(
  account: NewAccount,
  handle: Pick<Db, 'transaction'> = db(),
): Promise<User> {
  const { email, now } = account;
  return handle.transaction(async (tx) => {
    await account.before?.(tx);
    if (email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409);
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: account.passwordHash,
        ...account.person,
        joinType: account.joinType,
        role: account.role,
        language: account.language,
        domain: account.domain,
        firstLoginFlag: account.firstLogin ?? account.role === 'USER',
        createdAt: now,
      })
      .returning();
    await account.identify?.(tx, user);
    await tx.insert(termsConsents).values(
      Object.entries(account.consents).map(([term, agreed]) => ({
        userId: user.id,
        term,
        agreed,
        agreedAt: now,
      })),
    );
    if (account.role === 'USER') await grantWelcomeBenefits(tx, user.id, now);
    return user;
  });
}

export type PersonalAccountInput = AccountInput & Record<(typeof TERMS)[number], boolean>;

/**
 * A personal account (role USER) from a sign-up form: createAccount with the form's fields and terms. A
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
  before?: NewAccount['before'];
  identify?: NewAccount['identify'];
}): Promise<User> {
  const { input, ...rest } = opts;
  try {
    return await createAccount({
      ...rest,
      role: 'USER',
      person: accountColumns(input),
      consents: Object.fromEntries(TERMS.map((term) => [term, input[term]])),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409);
    throw error;
  }
}
