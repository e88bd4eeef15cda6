import type { User } from '../../db/schema';

/** Who is looking at the page, as the header and menus need it. Null for a visitor. */
export type Viewer = {
  name: string;
  email: string;
  role: 'USER' | 'AGENCY';
  /** The institution's name, for AGENCY accounts. */
  institutionName?: string | null;
} | null;

/** The signed-in person as the host resolves them once per request (`context.viewer`). */
export type SessionViewer = NonNullable<Viewer> & {
  id: number;
  joinType: User['joinType'];
  firstLogin: boolean;
};
