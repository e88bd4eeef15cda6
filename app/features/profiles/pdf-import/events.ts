// An event-style 이력: one dated line per event ("2015. 03.<tab>부산대학교 경영학과 입학", "2019. 02.<tab>
// 부산대학교 경영학과 졸업", "2019. 03.<tab>한솔제지 입사 (영업팀 사원)", "2021. 06.<tab>한솔제지 퇴사"),
// where a school or a job is a pair of events rather than one line with its period. The pairs become
// the period lines the education and work readers know ("2015.03 – 2019.02<tab>부산대학교 경영학과 졸업").
import { findDates, findPeriod, yearMonth } from './dates';
import { cells, tidy } from './text';

type Kind = 'educations' | 'works';

/** The words that open and close a school or a job, as the last word before any bracket or dash. */
const EVENTS: Record<Kind, { opens: RegExp; closes: RegExp }> = {
  educations: { opens: /^(?:입학|편입학?)$/, closes: /^(?:졸업(?:\s*예정)?|수료|중퇴|자퇴|제적)$/ },
  works: { opens: /^(?:입사|입행|입직)$/, closes: /^(?:퇴사|퇴직|퇴임|이직)$/ },
};

type Event = { at: number; date: string; subject: string; word: string; tail: string; opens: boolean };

/**
 * A line that is one event: a date alone in its first cell (or at the start, before a gap), then the
 * subject and the event word, then perhaps a bracket or a dash with more ("(영업팀 사원)", "– 품질팀 과장",
 * "(학점 3.7/4.5)"). A period in the date cell ("2020. 07. – 현재") makes it no event but an entry.
 */
function eventOf(line: string, kind: Kind, at: number): Event | null {
  const row = cells(line);
  let dateText: string;
  let rest: string;
  if (row.length >= 2) {
    [dateText, rest] = [row[0], row.slice(1).join(' ')];
  } else {
    const lead = findDates(line)[0];
    if (!lead || lead.index > 0) return null;
    [dateText, rest] = [line.slice(0, lead.length), line.slice(lead.length)];
  }
  const dates = findDates(dateText);
  if (dates.length !== 1 || dates[0].month === 0 || findPeriod(dateText) || dateText.length > 14) return null;
  if (findDates(rest).length > 0 && !/\(/.test(rest)) return null;
  const match = tidy(rest).match(/^(.+?)\s+(\S+(?:\s*예정)?)(?:\s*([(（[–—-].*))?$/u);
  if (!match) return null;
  const [, subject, word, tail = ''] = match;
  const { opens, closes } = EVENTS[kind];
  if (!opens.test(word) && !closes.test(word)) return null;
  return {
    at,
    date: yearMonth(dates[0]),
    subject: tidy(subject),
    word,
    tail: tidy(tail),
    opens: opens.test(word),
  };
}

/** The words two subjects share from the start ("(주)대웅제약 품질관리팀" and "(주)대웅제약": one). */
function sharedWords(a: string, b: string): number {
  const x = a.split(/\s+/);
  const y = b.split(/\s+/);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** A tail's text without its brackets or dash ("(영업팀 사원)" → "영업팀 사원"). */
const unwrapped = (tail: string) =>
  tidy(tail.replace(/^[–—-]\s*/, '').replace(/^[(（[]\s*(.*?)\s*[)）\]]$/u, '$1'));

/**
 * The section's lines with each opening event and its closing event (the same school or company,
 * named by the same first word) made one period line in place of the opening one; an opening event
 * without its close is ongoing. A school's close keeps its word (졸업, 수료) for the status; a job's
 * line names the company (the words the two events share) and then the rest as the position. Lines
 * that are no events stay as they are, so a section that has none is returned unchanged.
 */
export function joinEvents(lines: string[], kind: Kind): string[] {
  const events = lines.map((l, i) => eventOf(l, kind, i));
  if (!events.some((e) => e?.opens)) return lines;
  const out: (string | null)[] = [...lines];
  const used = new Set<number>();
  for (const open of events) {
    if (!open?.opens) continue;
    const close = events.find(
      (e) => e && !e.opens && e.at > open.at && !used.has(e.at) && sharedWords(open.subject, e.subject) >= 1,
    );
    if (close) {
      used.add(close.at);
      out[close.at] = null;
    }
    const period = `${open.date} – ${close ? close.date : '현재'}`;
    if (kind === 'educations') {
      const subject = close && close.subject.length > open.subject.length ? close.subject : open.subject;
      const word = close ? close.word : '재학';
      const { rest, theses } = thesesOf(`${close?.tail ?? ''} ${open.tail}`);
      out[open.at] = [[period, tidy(`${subject} ${word} ${rest}`)].join('\t'), ...theses].join('\n');
    } else {
      const shared = close ? sharedWords(open.subject, close.subject) : 1;
      const words = open.subject.split(/\s+/);
      const company = words.slice(0, shared).join(' ');
      const position = tidy(`${words.slice(shared).join(' ')} ${unwrapped(open.tail)}`);
      out[open.at] = [period, company, position].filter(Boolean).join('\t');
    }
  }
  return out.filter((l): l is string => l !== null).flatMap((l) => l.split('\n'));
}

/**
 * A thesis in brackets after an event ("… 석사 졸업 (학위논문: 저전력 IoT …)"): a "학위논문: …" line of its own
 * under the period line, where the education reader takes a thesis; the rest of the tail stays.
 */
export function thesesOf(tail: string): { rest: string; theses: string[] } {
  const theses: string[] = [];
  const rest = tail.replace(/[(（]\s*((?:학위\s*)?논문|thesis|skripsi|tesis)\s*[:：]\s*([^()（）]+?)\s*[)）]/giu, (_, label, title) => {
    theses.push(`${label}: ${title}`);
    return ' ';
  });
  return { rest: tidy(rest), theses };
}

/** A section written as events: some line opens a school or a job with its date before it. */
export const hasEvents = (lines: string[], kind: Kind) => lines.some((l, i) => eventOf(l, kind, i)?.opens);

/**
 * A line that starts an entry in an event-style section though it has no period: one dated event left
 * without its pair ("2012. 02.<tab>서울고등학교 졸업").
 */
export const loneEvent = (line: string, kind: Kind) => eventOf(line, kind, 0) !== null;
