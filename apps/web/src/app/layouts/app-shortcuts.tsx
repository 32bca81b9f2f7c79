import { useDisclosure } from '@mantine/hooks';
import type { Subject } from '@talentbase/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { focusSearchField, focusSearchFieldWhenShown } from '../../lib/shortcuts/search-field';
import { ShortcutsDialog } from '../../lib/shortcuts/shortcuts-dialog';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { routeFor } from '../navigation-access';

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

  return <ShortcutsDialog opened={helpOpen} onClose={help.close} />;
}
