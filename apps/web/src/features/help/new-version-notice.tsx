import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useBuildId } from './api';

/**
 * Spec section 4's new-update-loaded flag: the first build id seen by this page is the one it
 * runs; when the server later answers another one, a small notice offers to reload. It does not
 * cover the page's controls and can be dismissed (until the next new version).
 */
export function NewVersionNotice() {
  const build = useBuildId();
  const running = useRef<string | null>(null);
  const [newBuild, setNewBuild] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    const id = build.data?.buildId;
    if (!id) return;
    if (running.current === null) running.current = id;
    else if (id !== running.current) setNewBuild(id);
  }, [build.data?.buildId]);

  if (!newBuild || dismissed === newBuild) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Paper
        role="status"
        withBorder
        shadow="md"
        p="sm"
        radius="md"
        maw="calc(100vw - 32px)"
        data-testid="new-version"
      >
        <Group gap="sm" wrap="nowrap">
          <Text fz="sm">A new version of Talentbase is available</Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => setDismissed(newBuild)} />
        </Group>
      </Paper>
    </Affix>
  );
}
