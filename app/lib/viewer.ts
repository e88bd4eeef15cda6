/** Who is looking at the page, as the header and menus need it. Null for a visitor. */
export type Viewer = {
  name: string;
  email: string;
  role: 'USER' | 'AGENCY';
  /** The institution's name, for AGENCY accounts. */
  institutionName?: string | null;
} | null;
