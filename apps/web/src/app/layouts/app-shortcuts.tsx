import { useDisclosure } from '@mantine/hooks';
import type { Subject } from '@talentbase/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../components/on-demand';
import { lazyNamed } from '../../lib/lazy-named';
import { focusSearchField, focusSearchFieldWhenShown } from '../../lib/shortcuts/search-field';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { routeFor } from '../navigation-access';

// The list of shortcuts (a dialog with a table) loads when "?" is first pressed.
const ShortcutsDialog = lazyNamed(() => import('../../lib/shortcuts/shortcuts-dialog'), 'ShortcutsDialog');

/**
 * The shortcuts of every signed-in page: "?" lists them all, "/" goes to the search box (this
 * page's search field, else Sourcing's keywords box for users who may search). Pages add their
 * own (j/k/x/e on the search results and the pipeline board).
 */
export function AppShortcuts({ subject }: { subject: Subject }) {
  const [helpOpen, help] = useDisclosure(false);
  const navigate = useNavigate();
  const stopWaiting = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaiting.current(), []);

  useShortcuts({
    help: help.open,
    focusSearch: () => {
      if (focusSearchField()) return;
      const sourcing = routeFor('sourcing', subject);
      if (!sourcing) return;
      stopWaiting.current();
      navigate(sourcing);
      stopWaiting.current = focusSearchFieldWhenShown();
    },
  });

  return (
    <OnDemand opened={helpOpen}>
      <ShortcutsDialog opened={helpOpen} onClose={help.close} />
    </OnDemand>
  );
}
