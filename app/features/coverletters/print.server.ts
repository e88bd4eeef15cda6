import { findProfile, sectionsOf } from '~/features/profiles/profiles.server';
import { printSelection } from './letters.server';

/** Printed timestamps: year.month.day hour:minute:second, in Korean time. */
export function printStamp(date: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export type PrintJob =
  | {
      kind: 'coverletter';
      title: string;
      groups: { questionName: string; letters: { content: string; stamp: string }[] }[];
    }
  | {
      kind: 'resume';
      title: string;
      name: string | null;
      intro: string | null;
      sections: ReturnType<typeof sectionsOf>;
    };

/** What to print for a resume: its cover letters by the selection rules, or its generated resume. */
export async function printJob(
  userId: number,
  profileId: number,
  tab: 'coverletter' | 'resume',
): Promise<PrintJob | 'not-found' | 'no-resume'> {
  const profile = await findProfile(userId, profileId);
  if (!profile) return 'not-found';
  const title = profile.name ?? '';
  if (tab === 'resume') {
    if (!profile.isResume) return 'no-resume';
    return { kind: 'resume', title, name: profile.name, intro: profile.intro, sections: sectionsOf(profile) };
  }
  const { groups } = await printSelection(userId, profileId);
  return {
    kind: 'coverletter',
    title,
    groups: groups.map((g) => ({
      questionName: g.questionName,
      letters: g.letters.map((l) => ({ content: l.content, stamp: printStamp(l.createdAt) })),
    })),
  };
}
