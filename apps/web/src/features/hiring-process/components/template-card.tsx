import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import type { HiringProcessTemplate } from '@talentbase/shared';
import { usageLabel } from '../lib/draft';

/** Why a template cannot be deleted, or null when it can. */
export function deleteBlocked(template: HiringProcessTemplate): string | null {
  if (template.isDefault)
    return 'The default hiring process cannot be deleted: make another one the default first.';
  if (template.usedByProjectsNumber > 0)
    return 'Projects use this hiring process: switch them to another one first.';
  return null;
}

/** One hiring process in the list: name, default badge, its categories at a glance and its usage. */
export function TemplateCard({
  template,
  pending,
  onEdit,
  onSetDefault,
  onDelete,
}: {
  template: HiringProcessTemplate;
  pending: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
}) {
  const usage = usageLabel(template);
  const blocked = deleteBlocked(template);
  return (
    <Card
      withBorder
      padding="md"
      aria-label={template.templateName}
      data-testid={`template-${template.templateId}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end" title={template.templateName}>
              {template.templateName}
            </Text>
            {template.isDefault ? (
              <Badge variant="light" color="violet" style={{ flexShrink: 0 }}>
                Default
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm" c="dimmed" truncate="end" title={usage} data-testid="template-usage">
            {usage}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {template.templateDetail.map((c) => c.categoryName).join(' → ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={`More actions for ${template.templateName}`}
                loading={pending}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {template.isDefault ? null : (
                <Menu.Item leftSection={<IconStar size={14} />} onClick={onSetDefault}>
                  Set as default
                </Menu.Item>
              )}
              <Tooltip label={blocked ?? ''} disabled={blocked === null} multiline w={260} position="left">
                <div>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={onDelete}
                    disabled={blocked !== null}
                  >
                    Delete
                  </Menu.Item>
                </div>
              </Tooltip>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
