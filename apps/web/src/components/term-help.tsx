import { ActionIcon, Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { GLOSSARY, type GlossaryKey } from '../lib/glossary';

/**
 * A small info button beside a product term that opens its plain-words explanation. A button
 * (not a hover-only tooltip) so it works from the keyboard and on a touch screen. The focus stays
 * on the button, so Escape is handled there as well as in the explanation; a click elsewhere
 * closes it too.
 */
export function TermHelp({ term }: { term: GlossaryKey }) {
  const entry = GLOSSARY[term];
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      onDismiss={close}
      width={300}
      position="bottom-start"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label={`What “${entry.term}” means`}
          aria-expanded={opened}
          data-testid={`term-help-${term}`}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && opened) {
              e.stopPropagation();
              close();
            }
          }}
        >
          <IconInfoCircle size={16} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm" fw={600} mb={4}>
          {entry.term}
        </Text>
        <Text fz="sm">{entry.text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
