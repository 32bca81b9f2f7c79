import type { CurrentUser } from '@talentbase/shared';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { AccountButton } from './account-button';

const UserMenuDropdown = lazyNamed(() => import('./user-menu-dropdown'), 'UserMenuDropdown');

/**
 * The account button shows with the page; its menu arrives just after (it starts loading on the
 * first render). A click before it arrives opens the menu as soon as it does.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [openAtStart, setOpenAtStart] = useState(false);
  return (
    <Suspense fallback={<AccountButton user={user} onClick={() => setOpenAtStart(true)} />}>
      <UserMenuDropdown user={user} openAtStart={openAtStart} />
    </Suspense>
  );
}
