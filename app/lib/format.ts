/** The service's home time zone: dates and times a user sees are Korean time. */
const SERVICE_TIME_ZONE = 'Asia/Seoul';

/** Made on first use: building a time-zone formatter loads the zone data, a long task on a slow phone. */
let parts: Intl.DateTimeFormat | undefined;
const zoneParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** Since 1989 Korea keeps UTC+9 all year (no daylight saving), so its time is plain arithmetic. */
const KST_FIXED_SINCE = Date.UTC(1988, 11, 31, 15);
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

function koreanParts(value: Date | string | number | null | undefined): Parts | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  // Earlier dates (daylight saving in 1987–88, UTC+8:30 before 1961) ask the time-zone database.
  if (time < KST_FIXED_SINCE)
    return Object.fromEntries(
      zoneParts()
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    ) as Parts;
  const k = new Date(time + KST_OFFSET_MS);
  return {
    year: String(k.getUTCFullYear()).padStart(4, '0'),
    month: two(k.getUTCMonth() + 1),
    day: two(k.getUTCDate()),
    hour: two(k.getUTCHours()),
    minute: two(k.getUTCMinutes()),
    second: two(k.getUTCSeconds()),
  };
}

/** Dates show as YYYY.MM.DD, in Korean time. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const p = koreanParts(value);
  return p ? `${p.year}.${p.month}.${p.day}` : '';
}

/** Date and time as YYYY.MM.DD HH:mm:ss, in Korean time (printed letters, mail lists, logs shown to people). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const p = koreanParts(value);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** Date and time to the minute as YYYY.MM.DD HH:mm, in Korean time (deadlines people act on). */
export function formatDateMinute(value: Date | string | number | null | undefined): string {
  const p = koreanParts(value);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '';
}

/** Today in Korean time as YYYY-MM-DD (the form of SQL dates), for "still open" checks. */
export function koreanDayIso(value: Date = new Date()): string {
  const p = koreanParts(value)!;
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The Monday of the Korean-time week a moment falls in, as YYYY-MM-DD (weeks run Monday to Sunday in
 * Korean time: Monday 00:30 KST, still Sunday in UTC, is in that Monday's week).
 */
export function koreanWeekIso(value: Date = new Date()): string {
  const [year, month, day] = koreanDayIso(value).split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The moment a Korean-time day (YYYY-MM-DD) begins: 00:00 KST. */
export function koreanDayStart(dayIso: string): Date {
  return new Date(`${dayIso}T00:00:00+09:00`);
}
