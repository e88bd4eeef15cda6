// Dates people see are Korean time: the arithmetic used since 1989 (UTC+9 all year) must agree with the
// time-zone database everywhere, including around Korea's last daylight saving (1987–88) and year ends.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, koreanDayIso, koreanDayStart, koreanWeekIso } from '~/lib/format';

const tzdb = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const expected = (d: Date) => {
  const p = Object.fromEntries(tzdb.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe('Korean time', () => {
  it('agrees with the time-zone database from 1950 to 2100, every 61 hours and 7 seconds', () => {
    const step = (61 * 3600 + 7) * 1000;
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2100, 0, 1); t += step)
      expect(formatDateTime(new Date(t))).toBe(expected(new Date(t)));
  });

  it('turns the day at 15:00 UTC, also on the last day of a year and around 1988', () => {
    for (const t of [
      Date.UTC(1987, 4, 9, 17),
      Date.UTC(1988, 9, 8, 16, 30),
      Date.UTC(1988, 11, 31, 14, 59, 59),
      Date.UTC(1988, 11, 31, 15),
      Date.UTC(2026, 11, 31, 14, 59, 59),
      Date.UTC(2026, 11, 31, 15),
    ])
      expect(formatDateTime(new Date(t))).toBe(expected(new Date(t)));
    expect(formatDate('2026-12-31T15:00:00Z')).toBe('2027.01.01');
    expect(koreanDayIso(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('Korean-time weeks (the cohort dashboard groups by them)', () => {
  it('run Monday 00:00 to Sunday 24:00 KST: Monday 00:30 KST (Sunday 15:30 UTC) is in the Monday week', () => {
    // 2026-03-02 is a Monday.
    expect(koreanWeekIso(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02');
    expect(koreanWeekIso(new Date('2026-03-01T14:59:59Z'))).toBe('2026-02-23');
    expect(koreanWeekIso(new Date('2026-03-08T14:59:59Z'))).toBe('2026-03-02');
    expect(koreanWeekIso(new Date('2026-03-08T15:00:00Z'))).toBe('2026-03-09');
    // Across a year's end: Monday 2026-12-28 to Sunday 2027-01-03.
    expect(koreanWeekIso(new Date('2027-01-03T14:00:00Z'))).toBe('2026-12-28');
    expect(koreanDayStart('2026-03-02').toISOString()).toBe('2026-03-01T15:00:00.000Z');
  });
});
