import { ActionIcon, Badge, Group, Menu, Select, Text } from '@mantine/core';
import { IconCrown, IconDots, IconUserMinus } from '@tabler/icons-react';
import { type HiringMember, PROJECT_ROLE, type ProjectRole } from '@talentbase/shared';
import { PersonAvatar } from '../../../components/person-avatar';
import { ASSIGNABLE_ROLE_OPTIONS, roleName } from './role-options';

export type RowRights = { changeRole: boolean; remove: boolean; makeOwner: boolean };

/** One member: name, email, role (a select when it may be changed) and a menu of what else may be done. */
export function MemberRow({
  member,
  isMe,
  rights,
  onRoleChange,
  onRemove,
  onMakeOwner,
}: {
  member: HiringMember;
  isMe: boolean;
  rights: RowRights;
  onRoleChange: (role: ProjectRole) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
}) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="hiring-member">
      <PersonAvatar name={member.name} size={36} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={600} truncate="end" title={member.name}>
          {member.name}
          {isMe ? (
            <Text span fz="xs" c="dimmed" fw={400}>
              {' '}
              (you)
            </Text>
          ) : null}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end" title={member.email}>
          {member.email}
        </Text>
        {rights.changeRole ? (
          // Under the name rather than beside it: the side column is narrow and names come first.
          <Select
            size="xs"
            mt={6}
            maw={180}
            aria-label={`Role of ${member.name}`}
            data={ASSIGNABLE_ROLE_OPTIONS}
            value={String(member.role)}
            allowDeselect={false}
            onChange={(v) => {
              if (v !== null && Number(v) !== member.role) onRoleChange(Number(v) as ProjectRole);
            }}
          />
        ) : null}
      </div>
      {rights.changeRole ? null : (
        <Badge
          variant="light"
          color={member.role === PROJECT_ROLE.OWNER ? 'brand' : 'gray'}
          radius="sm"
          style={{ flexShrink: 0 }}
        >
          {roleName(member.role)}
        </Badge>
      )}
      {rights.makeOwner || rights.remove ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${member.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {rights.makeOwner ? (
              <Menu.Item leftSection={<IconCrown size={14} />} onClick={onMakeOwner}>
                Make owner
              </Menu.Item>
            ) : null}
            {rights.remove ? (
              <Menu.Item color="red.8" leftSection={<IconUserMinus size={14} />} onClick={onRemove}>
                Remove from hiring team
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
