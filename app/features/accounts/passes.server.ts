import { and, desc, eq, gt, inArray, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { creditLedger, passes, passUses } from '#db/schema';
import type { PassSource } from '#db/schema/enums';
import { db, preparedQuery } from '~/lib/db.server';

export const TICKET_PAGE_SIZE = 10;

/** The stored states, and HELD: a refund was asked for and is not settled yet (the pass is out of use). */
export type PassStatus = (typeof passes.$inferSelect)['status'] | 'HELD';
type PassRow = typeof passes.$inferSelect;

/**
 * A pass's status as of `now`, derived where it is read (nothing has to move it): a refund wins; then
 * the stored end states; a pass held for a pending refund is HELD; a pass whose generations are used up is COMPLETED, one whose period ended is
 * OVERDUE, one not begun (or bought and not yet paid) is PENDING, else ACTIVE.
 */
export function passStatusOf(pass: PassRow, used: number, now = new Date()): PassStatus {
  if (pass.status === 'REFUND' || pass.status === 'COMPLETED' || pass.status === 'OVERDUE')
    return pass.status;
  if (pass.heldAt) return 'HELD';
  if (pass.generationLimit !== null && used >= pass.generationLimit) return 'COMPLETED';
  if (now >= pass.endsAt) return 'OVERDUE';
  if (pass.status === 'PENDING' || now < pass.startsAt) return 'PENDING';
  return 'ACTIVE';
}

// The ticket page's reads, prepared once per database (`preparedQuery`, issue 39): the list of passes
// as one array parameter (`= any($1)`), so one statement serves any number of them.
const usesStatement = preparedQuery((d) =>
  d
    .select({ passId: passUses.passId, used: sql<number>`count(*)::int` })
    .from(passUses)
    .where(and(sql`${passUses.passId} = any(${sql.placeholder('passIds')})`, isNull(passUses.refundedAt)))
    .groupBy(passUses.passId)
    .prepare('pass_uses_of'),
);

/** Generations each pass paid for (given back ones not counted); in a transaction when `q` is one. */
async function usesOf(passIds: number[], q?: Reader): Promise<Map<number, number>> {
  if (!passIds.length) return new Map();
  const rows = q
    ? await q
        .select({ passId: passUses.passId, used: sql<number>`count(*)::int` })
        .from(passUses)
        .where(and(inArray(passUses.passId, passIds), isNull(passUses.refundedAt)))
        .groupBy(passUses.passId)
    : await usesStatement().execute({ passIds });
  return new Map(rows.map((r) => [r.passId, Number(r.used)]));
}

export type PassView = PassRow & { used: number; state: PassStatus };

async function withState(rows: PassRow[], now: Date, q?: Reader): Promise<PassView[]> {
  const uses = await usesOf(
    rows.map((r) => r.id),
    q,
  );
  return rows.map((r) => {
    const used = uses.get(r.id) ?? 0;
    return { ...r, used, state: passStatusOf(r, used, now) };
  });
}

const historyStatement = preparedQuery((d) =>
  d
    .select()
    .from(passes)
    .where(eq(passes.userId, sql.placeholder('userId')))
    .orderBy(desc(passes.createdAt), desc(passes.id))
    .limit(TICKET_PAGE_SIZE + 1)
    .offset(sql.placeholder('offset'))
    .prepare('pass_history_page'),
);

/** The owner's passes, newest first, a page at a time (spec: page size 10), each with its status now. */
export async function passHistory(userId: number, page: number, now = new Date()) {
  const rows = await historyStatement().execute({ userId, offset: (page - 1) * TICKET_PAGE_SIZE });
  return {
    items: await withState(rows.slice(0, TICKET_PAGE_SIZE), now),
    hasNext: rows.length > TICKET_PAGE_SIZE,
  };
}

/** The pass my page shows: the one in force now, else the latest one, with its status. */
export async function currentPass(userId: number, now = new Date()): Promise<PassView | null> {
  const active = await activePass(userId, now);
  const [row] = await db()
    .select()
    .from(passes)
    .where(active ? eq(passes.id, active.id) : eq(passes.userId, userId))
    .orderBy(desc(passes.endsAt), desc(passes.id))
    .limit(1);
  return row ? ((await withState([row], now))[0] ?? null) : null;
}

/** The database or a transaction: anything that can select. */
type Reader = Pick<ReturnType<typeof db>, 'select'>;

export type ActivePass = {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  remainingDays: number;
  generationLimit: number | null;
  used: number;
};

function passesInForce(
  q: Reader,
  userId: number | Placeholder,
  now: Date | Placeholder,
  opts: { sources?: readonly PassSource[]; upcoming?: boolean } = {},
) {
  // One statement: each pass with the generations it paid for (given back ones not counted).
  return q
    .select({
      pass: passes,
      used: sql<number>`(select count(*)::int from ${passUses} where ${passUses.passId} = ${passes.id} and ${passUses.refundedAt} is null)`,
    })
    .from(passes)
    .where(
      and(
        eq(passes.userId, userId),
        eq(passes.status, 'ACTIVE'),
        isNull(passes.heldAt),
        opts.sources ? inArray(passes.source, opts.sources) : undefined,
        opts.upcoming ? undefined : lte(passes.startsAt, now),
        gt(passes.endsAt, now),
      ),
    )
    .orderBy(sql`${passes.endsAt} desc`, desc(passes.id));
}

// The result screen's, the goods page's and my page's reads, prepared once per database (issue 39): the
// owner and the moment are parameters (the moment as the ISO text drizzle binds for a Date).
const activeStatement = preparedQuery((d) =>
  passesInForce(d, sql.placeholder('userId'), sql.placeholder('now')).prepare('active_pass'),
);
const balanceOf = (q: Reader, userId: number | Placeholder) =>
  q
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));

const balanceStatement = preparedQuery((d) =>
  balanceOf(d, sql.placeholder('userId')).prepare('credit_balance'),
);

/**
 * The pass in force now (begun, not ended, not refunded nor held for a refund, generations left), the
 * latest-ending first. With `lock` (inside a transaction) the candidate passes are locked, so a refund
 * request holding one of them at the same moment is either seen or waited for: of a generation and a
 * refund of the same pass exactly one wins. `sources` limits it to passes from those sources; `upcoming`
 * also counts a pass that has not begun yet.
 */
export async function activePass(
  userId: number,
  now = new Date(),
  q?: Reader,
  opts: { lock?: boolean; sources?: readonly PassSource[]; upcoming?: boolean } = {},
): Promise<ActivePass | null> {
  // A plain read (no transaction, no lock, every source, begun passes) is the prepared statement.
  const rows =
    !q && !opts.lock && !opts.sources && !opts.upcoming
      ? await activeStatement().execute({ userId, now: now.toISOString() })
      : opts.lock
        ? await passesInForce(q ?? db(), userId, now, opts).for('update', { of: passes })
        : await passesInForce(q ?? db(), userId, now, opts);
  const found = rows
    .map((r) => ({ ...r.pass, used: Number(r.used) }))
    .find((p) => {
      const status = passStatusOf(p, p.used, now);
      return status === 'ACTIVE' || (opts.upcoming && status === 'PENDING');
    });
  if (!found) return null;
  const remainingDays = Math.ceil((found.endsAt.getTime() - now.getTime()) / 86_400_000);
  return {
    id: found.id,
    name: found.name,
    startsAt: found.startsAt,
    endsAt: found.endsAt,
    remainingDays,
    generationLimit: found.generationLimit,
    used: found.used,
  };
}

/** Records that a generation was paid by a pass (inside the caller's transaction). */
export async function usePass(
  q: Pick<ReturnType<typeof db>, 'insert'>,
  pass: { id: number },
  userId: number,
  generationId: string,
) {
  await q.insert(passUses).values({ passId: pass.id, userId, generationId });
}

/** Gives a generation's pass use back, once (a conditional update). */
export async function returnPassUse(userId: number, generationId: string, now = new Date()) {
  const rows = await db()
    .update(passUses)
    .set({ refundedAt: now })
    .where(
      and(eq(passUses.generationId, generationId), eq(passUses.userId, userId), isNull(passUses.refundedAt)),
    )
    .returning({ passId: passUses.passId });
  return rows.length > 0;
}

/** Whether a pass paid for any generation that was not given back (a used pass is not refundable). */
export async function passWasUsed(passId: number, q: Reader = db()) {
  return ((await usesOf([passId], q)).get(passId) ?? 0) > 0;
}

/** The member's credits left; in a transaction when `q` is one, else the prepared statement. */
export async function creditBalance(userId: number, q?: Reader): Promise<number> {
  const [row] = q ? await balanceOf(q, userId) : await balanceStatement().execute({ userId });
  return Number(row?.balance ?? 0);
}
