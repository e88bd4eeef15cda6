import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { admins, operatorLog, users } from '#db/schema';
import { db, type Db } from '~/lib/db.server';

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

/** A table whose rows an operator edits one at a time, by their numeric id. */
type EditedTable = PgTable & { id: PgColumn };

/**
 * An operator's change to one row, in one transaction: the row is locked, `check` may refuse (its answer is
 * returned and nothing changes), `changes` are written and the change is logged with the row before and
 * after. Null when there is no such row.
 */
export async function updateLogged<T extends EditedTable, Refusal = never>(
  table: T,
  id: number,
  changes: PgUpdateSetSource<T>,
  log: { adminUserId: number; action: string; targetType: string },
  check?: (tx: Db) => Promise<Refusal | null>,
): Promise<{ type: 'saved'; id: number } | Refusal | null> {
  return db().transaction(async (tx) => {
    // Drizzle's builders cannot follow a generic table's columns: the rows are the table's own.
    const generic = tx as unknown as Db;
    const [before] = await generic
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    if (!before) return null;
    const refusal = check ? await check(generic) : null;
    if (refusal) return refusal;
    const [after] = await generic
      .update(table as PgTable)
      .set(changes as never)
      .where(eq(table.id, id))
      .returning();
    await logOperatorAction(tx, { ...log, targetId: id, before, after });
    return { type: 'saved' as const, id };
  });
}
