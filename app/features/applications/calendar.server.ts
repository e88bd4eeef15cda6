import { and, asc, eq, isNull } from 'drizzle-orm';
import { applicationCalendars, applications, companies, users } from '#db/schema';
import { companyNameIn } from '~/lib/romanize';
import { db } from '~/lib/db.server';
import { isLanguage } from '~/lib/i18n';
import { getFixedT } from '~/lib/i18n.server';
import { seal } from '~/lib/sealed.server';
import { randomToken, sha256 } from '~/lib/secure-random.server';

/** A new private calendar address for the member; any earlier one stops working (one in force at a time). */
export async function createCalendar(userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db().transaction(async (tx) => {
    await tx
      .update(applicationCalendars)
      .set({ revokedAt: now })
      .where(and(eq(applicationCalendars.userId, userId), isNull(applicationCalendars.revokedAt)));
    await tx
      .insert(applicationCalendars)
      .values({ userId, tokenHash: sha256(token), tokenSealed: seal(token) });
  });
  return token;
}

/** Revokes the member's calendar address: it answers 404 from now on. */
export async function revokeCalendar(userId: number, now = new Date()) {
  await db()
    .update(applicationCalendars)
    .set({ revokedAt: now })
    .where(and(eq(applicationCalendars.userId, userId), isNull(applicationCalendars.revokedAt)));
}

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines folded at 75 octets (a continuation starts with a space), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compact = (iso: string) => iso.replaceAll('-', '');
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The feed behind a calendar token, or null when the token names no address in force or is asked for
 * under another tenant than the member's own (`domain`): one all-day event per application deadline,
 * titled in the member's language, linking to the application.
 */
export async function calendarFeed(
  token: string,
  opts: { domain: string; origin: string; pathFor: (applicationId: number) => string; now?: Date },
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [calendar] = await db()
    .select({ userId: applicationCalendars.userId })
    .from(applicationCalendars)
    .where(and(eq(applicationCalendars.tokenHash, sha256(token)), isNull(applicationCalendars.revokedAt)));
  if (!calendar) return null;
  const [member] = await db()
    .select({ language: users.language, domain: users.domain })
    .from(users)
    .where(eq(users.id, calendar.userId));
  if (member?.domain !== opts.domain) return null;
  const lng = isLanguage(member?.language) ? member.language : 'ko';
  const t = await getFixedT(lng, 'applications');
  const rows = await db()
    .select({
      id: applications.id,
      companyId: applications.companyId,
      companyName: applications.companyName,
      companyNameEn: companies.nameEn,
      postingTitle: applications.postingTitle,
      deadline: applications.deadline,
      status: applications.status,
    })
    .from(applications)
    .leftJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.userId, calendar.userId))
    .orderBy(asc(applications.deadline), asc(applications.id));
  const now = stamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//career-coach//applications//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(t('calendar.name'))}`,
    'X-WR-TIMEZONE:Asia/Seoul',
  ];
  for (const a of rows) {
    if (!a.deadline) continue;
    const url = `${opts.origin}${opts.pathFor(a.id)}`;
    const company = a.companyId ? companyNameIn(lng, a.companyName, a.companyNameEn) : a.companyName;
    const title = t('calendar.summary', { company });
    const details = [a.postingTitle, t(`status.${a.status}`), url].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:application-${a.id}@career-coach`,
      `DTSTAMP:${now}`,
      `DTSTART;VALUE=DATE:${compact(a.deadline)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(a.deadline))}`,
      `SUMMARY:${escapeText(title)}`,
      `DESCRIPTION:${escapeText(details)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
