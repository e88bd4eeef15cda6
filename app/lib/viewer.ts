import type { User } from '#db/schema';
import type { UserRole } from '#db/schema/enums';

/** Who is looking at the page, as the header and menus need it. Null for a visitor. */
export type Viewer = {
  name: string;
  email: string;
  role: UserRole;
  /** The institution's name, for AGENCY accounts. */
  institutionName?: string | null;
} | null;

/** Whether the signed-in person is an institution's staff account (role AGENCY); false for members and visitors. */
export function isStaff(viewer: Pick<NonNullable<Viewer>, 'role'> | null | undefined): boolean {
  return viewer?.role === 'AGENCY';
}

/** Whether the account signs in with a password of ours (e-mail members and institutions), so it can change it. */
export function hasOwnPassword(viewer: Pick<SessionViewer, 'joinType'>): boolean {
  return viewer.joinType === 'EMAIL' || viewer.joinType === 'AGENCY';
}

/** What the sign-up gave, as the welcome modal tells it: null when nothing was (given once per person). */
export type WelcomeGift = { credits: number; passDays: number } | null;

/** The signed-in person as the host resolves them once per request (`context.viewer`). */
export type SessionViewer = NonNullable<Viewer> & {
  id: number;
  joinType: User['joinType'];
  firstLogin: boolean;
  /** Until the first login's welcome modal is closed: what the sign-up gave. */
  welcomeGift?: WelcomeGift;
};
