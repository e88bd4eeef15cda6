import { and, eq, isNull } from 'drizzle-orm';
import { admins, operatorLog, users } from '../../../db/schema';
import type { Db } from '~/lib/db.server';

/** Gives an existing, active account the ADMIN role (npm run admin:create -- <email>). */
export async function grantAdmin(database: Db, email: string): Promise<'granted' | 'already' | 'no-user'> {
  const [user] = await database
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim()), isNull(users.withdrawnAt)));
  if (!user) return 'no-user';
  const rows = await database.insert(admins).values({ userId: user.id }).onConflictDoNothing().returning();
  return rows.length ? 'granted' : 'already';
}

type Tx = Pick<Db, 'insert'>;

/** One row per operator change: who, what, on which row, before and after. */
export async function logOperatorAction(
  tx: Tx,
  entry: {
    adminUserId: number;
    action: string;
    targetType: string;
    targetId: number;
    before: unknown;
    after: unknown;
  },
) {
  await tx.insert(operatorLog).values({
    ...entry,
    before: (entry.before ?? null) as object,
    after: (entry.after ?? null) as object,
  });
}
