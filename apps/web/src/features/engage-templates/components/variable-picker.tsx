import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { TEMPLATE_VARIABLES, type TemplateVariableName } from '@talentbase/shared/domain/email-templates';

/** "Insert variable": the fixed list of variables with their labels. */
export function VariablePicker({
  onPick,
  disabled,
}: {
  onPick: (name: TemplateVariableName) => void;
  disabled?: boolean;
}) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBraces size={14} aria-hidden="true" />}
          disabled={disabled}
        >
          Insert variable
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {TEMPLATE_VARIABLES.map((v) => (
          <Menu.Item key={v.name} onClick={() => onPick(v.name)}>
            {v.label} <code>{`{{${v.name}}}`}</code>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
