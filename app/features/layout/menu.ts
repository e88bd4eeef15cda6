import { isStaff, type Viewer } from '~/lib/viewer';

/** Where a role buys passes (spec: institutions to the agency goods, everyone else to the user goods). */
export function goodsPath(role: NonNullable<Viewer>['role'] | null | undefined): string {
  return isStaff(role ? { role } : null) ? '/goods/agency' : '/goods/user';
}

export type MenuItem = { id: string; labelKey: string; to: string; children?: MenuItem[] };

/** The header's menu for a visitor, a personal member (USER) or an institution (AGENCY). */
export function menuFor(viewer: Viewer, domain: string): MenuItem[] {
  const at = (path: string) => `/${domain}${path}`;
  const role = viewer?.role ?? null;
  const items: MenuItem[] = [
    { id: 'home', labelKey: 'nav.home', to: at('') },
    { id: 'resume', labelKey: 'nav.resume', to: at('/profile/group') },
    {
      id: 'culture',
      labelKey: 'nav.culture',
      to: at('/culture'),
      children: [
        { id: 'culture-start', labelKey: 'nav.cultureStart', to: at('/culture') },
        { id: 'culture-result', labelKey: 'nav.cultureResult', to: at('/culture/result') },
      ],
    },
    { id: 'goods', labelKey: 'nav.goods', to: at(goodsPath(role)) },
  ];
  if (isStaff(viewer))
    items.push({ id: 'dashboard', labelKey: 'nav.dashboard', to: at('/agency/dashboard') });
  if (role && !isStaff(viewer))
    items.splice(2, 0, { id: 'applications', labelKey: 'nav.applications', to: at('/applications') });
  if (role) items.push({ id: 'my-page', labelKey: 'nav.myPage', to: at('/account/me') });
  return items;
}
