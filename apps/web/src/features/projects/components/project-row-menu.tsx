import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconTrash } from '@tabler/icons-react';
import type { ProjectActionSet } from '../lib/actions';

/** A row's Archive / Unarchive / Delete, each only when the caller's role allows it. */
export function ProjectRowMenu({
  projectName,
  actions,
  busy,
  onArchive,
  onUnarchive,
  onDelete,
}: {
  projectName: string;
  actions: ProjectActionSet;
  busy: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${projectName}`} loading={busy}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.archive ? (
          <Menu.Item leftSection={<IconArchive size={16} />} onClick={onArchive}>
            Archive
          </Menu.Item>
        ) : null}
        {actions.unarchive ? (
          <Menu.Item leftSection={<IconArchiveOff size={16} />} onClick={onUnarchive}>
            Unarchive
          </Menu.Item>
        ) : null}
        {actions.delete ? (
          <>
            {actions.archive || actions.unarchive ? <Menu.Divider /> : null}
            <Menu.Item color="red.8" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
