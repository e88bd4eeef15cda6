/** The service's home time zone: dates and times a user sees are Korean time. */
const SERVICE_TIME_ZONE = 'Asia/Seoul';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function koreanParts(value: Date | string | number | null | undefined) {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute' | 'second',
    string
  >;
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

/** Today in Korean time as YYYY-MM-DD (the form of SQL dates), for "still open" checks. */
export function koreanDayIso(value: Date = new Date()): string {
  const p = koreanParts(value)!;
  return `${p.year}-${p.month}-${p.day}`;
}
