import { ActionIcon, Card, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

/** One titled card of the record; `onEdit` shows a pencil only when the user may edit it. */
export function SectionCard({
  title,
  onEdit,
  editLabel,
  extra,
  children,
}: {
  title: string;
  onEdit?: () => void;
  editLabel?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" id={id}>
            {title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {extra}
            {onEdit ? (
              <Tooltip label={editLabel ?? `Edit ${title.toLowerCase()}`}>
                <ActionIcon
                  variant="subtle"
                  onClick={onEdit}
                  aria-label={editLabel ?? `Edit ${title.toLowerCase()}`}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
