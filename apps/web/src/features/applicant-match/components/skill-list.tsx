/** A list of persona skills, each with the years it needs; add by name, remove, change years. */
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { PersonaSkill } from '@talentbase/shared/contracts/applicant-match';
import { useState } from 'react';

export function SkillList({
  label,
  skills,
  readOnly,
  elsewhere = [],
  onChange,
}: {
  label: string;
  skills: readonly PersonaSkill[];
  readOnly: boolean;
  /** Skills of the other list: a skill is either a must-have or a nice-to-have, not both. */
  elsewhere?: readonly PersonaSkill[];
  onChange: (skills: PersonaSkill[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    const same = (s: PersonaSkill) => s.name.toLowerCase() === name.toLowerCase();
    if (skills.some(same)) return setProblem(`${name} is already in this list.`);
    if (elsewhere.some(same))
      return setProblem(`${name} is already in the other list: remove it there first.`);
    setProblem(null);
    onChange([...skills, { name, minYears: null }]);
    setDraft('');
  };
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      {skills.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None.
        </Text>
      ) : (
        skills.map((skill, i) => (
          <Group key={skill.name} gap="xs" wrap="nowrap" data-testid="persona-skill">
            <Text fz="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {skill.name}
            </Text>
            <NumberInput
              size="xs"
              w={120}
              aria-label={`Years of ${skill.name}`}
              placeholder="Any years"
              min={0}
              max={50}
              value={skill.minYears ?? ''}
              disabled={readOnly}
              onChange={(v) =>
                onChange(
                  skills.map((s, j) => (j === i ? { ...s, minYears: v === '' ? null : Number(v) } : s)),
                )
              }
            />
            {readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${skill.name}`}
                onClick={() => onChange(skills.filter((_, j) => j !== i))}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Group>
        ))
      )}
      {readOnly ? null : (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Add to ${label.toLowerCase()}`}
            placeholder="Add a skill"
            value={draft}
            error={problem}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
