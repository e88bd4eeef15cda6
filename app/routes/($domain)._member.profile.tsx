import { Outlet } from '@remix-run/react';
import { ProfileTabs } from '~/features/profiles/ui/ProfileTabs';

export const handle = { i18n: ['profileTabs'] };

/** The profile area: the tab bar (group, information, position, result) above each screen. */
export default function ProfileArea() {
  return (
    <div className="container-page py-6 pb-28">
      <ProfileTabs />
      <Outlet />
    </div>
  );
}
