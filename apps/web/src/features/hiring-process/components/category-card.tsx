import { ActionIcon, Button, Card, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '@talentbase/shared';
import { categoryLocks, type Draft, draftActions, stageLocks } from '../lib/draft';

/** A lock with the reason in a tooltip; focusable so keyboard users can read it too. */
export function LockNote({ label, reason }: { label: string; reason: string }) {
  return (
    <Tooltip label={reason} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" aria-label={`${label} is locked: ${reason}`} size="sm">
        <IconLock size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

function MoveButtons({
  name,
  canUp,
  canDown,
  onMove,
}: {
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${name} up`}
        disabled={!canUp}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${name} down`}
        disabled={!canDown}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}

const fieldAt = (fields: FieldErrors, ...paths: string[]) =>
  paths.map((p) => fields[p]).find((m) => m !== undefined);

/** One category of the editor with its stages, and what the rules let the user do with them. */
export function CategoryCard({
  draft,
  index,
  fields,
  focusKey,
  onChange,
}: {
  draft: Draft;
  index: number;
  fields: FieldErrors;
  focusKey: string | null;
  onChange: (next: Draft, focusKey?: string | null) => void;
}) {
  const category = draft.categories[index];
  if (!category) return null;
  const locks = categoryLocks(draft, index);
  const name = category.categoryName.trim() || 'new category';
  const at = `templateDetail.${index}`;
  const cardError = fieldAt(fields, at, `${at}.categoryId`, `${at}.stages`);

  return (
    <Card withBorder padding="sm" data-testid={`category-${index}`} aria-label={`Category ${name}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {locks.lockReason ? (
            <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {category.categoryName}
              </Text>
              <LockNote label={category.categoryName} reason={locks.lockReason} />
            </Group>
          ) : (
            <TextInput
              aria-label="Category name"
              placeholder="Category name"
              value={category.categoryName}
              onChange={(e) => onChange(draftActions.renameCategory(draft, index, e.currentTarget.value))}
              error={fields[`${at}.categoryName`]}
              style={{ flex: 1 }}
              maxLength={80}
              autoFocus={focusKey === category.key}
            />
          )}
          {locks.lockReason ? null : (
            <>
              <MoveButtons
                name={name}
                canUp={locks.canMoveUp}
                canDown={locks.canMoveDown}
                onMove={(by) => onChange(draftActions.moveCategory(draft, index, by))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(draftActions.removeCategory(draft, index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </>
          )}
        </Group>
        {cardError ? (
          <Text c="red" fz="sm" role="alert">
            {cardError}
          </Text>
        ) : null}
        {category.stages.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No stages: candidates sit in {name} itself.
          </Text>
        ) : (
          <Stack gap={6} pl="md">
            {category.stages.map((stage, j) => {
              const s = stageLocks(category, j);
              const stageName = stage.stageName.trim() || 'new stage';
              const sp = `${at}.stages.${j}`;
              const error = fieldAt(fields, `${sp}.stageName`, sp, `${sp}.stageId`, `${sp}.stageStatus`);
              return (
                <Group
                  key={stage.key}
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  data-testid={`stage-${index}-${j}`}
                >
                  {s.canRename ? (
                    <TextInput
                      aria-label={`Stage name in ${name}`}
                      placeholder="Stage name"
                      value={stage.stageName}
                      onChange={(e) =>
                        onChange(draftActions.renameStage(draft, index, j, e.currentTarget.value))
                      }
                      error={error}
                      size="xs"
                      style={{ flex: 1 }}
                      maxLength={80}
                      autoFocus={focusKey === stage.key}
                    />
                  ) : (
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fz="sm" truncate="end">
                        {stage.stageName}
                      </Text>
                      {error ? (
                        <Text c="red" fz="xs" role="alert">
                          {error}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                  <Switch
                    label="Shown"
                    aria-label={`Show ${stageName} on the board`}
                    checked={stage.stageStatus === 0}
                    disabled={!s.canToggle}
                    onChange={() => onChange(draftActions.toggleStage(draft, index, j))}
                    size="xs"
                    mt={4}
                  />
                  {s.lockReason ? (
                    <LockNote label={stage.stageName} reason={s.lockReason} />
                  ) : (
                    <>
                      <MoveButtons
                        name={stageName}
                        canUp={s.canMove && j > 0}
                        canDown={s.canMove && j < category.stages.length - 1}
                        onMove={(by) => onChange(draftActions.moveStage(draft, index, j, by))}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${stageName}`}
                        onClick={() => onChange(draftActions.removeStage(draft, index, j))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {locks.addStageBlocked === null ? (
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                const next = draftActions.addStage(draft, index, '');
                onChange(next, next.categories[index]?.stages.at(-1)?.key ?? null);
              }}
            >
              Add stage to {name}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
