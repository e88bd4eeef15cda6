import { formatDate } from '~/lib/format';
import {
  applicationFunnel,
  applicationsPerWeek,
  cultureSummary,
  interviewPracticePerWeek,
  lettersPerWeek,
  memberPage,
  seatUse,
  sharedApplicationLists,
  sharedResumes,
  upcomingDeadlines,
} from './dashboard.server';

/**
 * Everything the institution's cohort dashboard shows, one page of members, dates as the tables write
 * them, listed companies named in the staff's language `lng`.
 */
export async function cohortDashboard(agencyId: number, page: number, lng: string) {
  const [members, seats, culture, letters, shared, applications, funnel, deadlines, sharedLists, practice] =
    await Promise.all([
      memberPage(agencyId, page),
      seatUse(agencyId),
      cultureSummary(agencyId),
      lettersPerWeek(agencyId),
      sharedResumes(agencyId),
      applicationsPerWeek(agencyId),
      applicationFunnel(agencyId),
      upcomingDeadlines(agencyId, lng),
      sharedApplicationLists(agencyId),
      interviewPracticePerWeek(agencyId),
    ]);
  return {
    page,
    members: { ...members, items: members.items.map((m) => ({ ...m, joined: formatDate(m.joined) })) },
    seats,
    culture,
    letters,
    shared: shared.map((s) => ({ ...s, sharedAt: formatDate(s.sharedAt) })),
    applications,
    funnel,
    deadlines,
    practice,
    sharedLists: sharedLists.map((s) => ({ ...s, sharedAt: formatDate(s.sharedAt) })),
  };
}

export type CohortDashboardData = Awaited<ReturnType<typeof cohortDashboard>>;
