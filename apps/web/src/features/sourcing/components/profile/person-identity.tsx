import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PersonAvatar } from '../../../../components/person-avatar';

type Basic = {
  fullname: string;
  image_url?: string | null;
  headline?: string | null;
  current_title?: string | null;
  current_company?: string | null;
  location?: string | null;
};

/**
 * Who a person is, at the top of a profile: photo or initials, name, headline, "title at company"
 * and location, with long text clamped. The search drawer, the candidate record and the public
 * share page use it;
 * `children` adds what each shows under it (badges, links).
 */
export function PersonIdentity({
  basic,
  headingOrder,
  children,
}: {
  basic: Basic;
  headingOrder: 1 | 2;
  children?: ReactNode;
}) {
  const role = [basic.current_title, basic.current_company].filter(Boolean).join(' at ');
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0, flex: 1 }}>
      <PersonAvatar name={basic.fullname} src={basic.image_url} size={72} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        {/* The page's own title (the candidate record) shows the whole name; a drawer clamps it. */}
        <Title
          order={headingOrder}
          fz="xl"
          lineClamp={headingOrder === 1 ? undefined : 2}
          title={basic.fullname}
          style={{ overflowWrap: 'break-word' }}
        >
          {basic.fullname}
        </Title>
        {basic.headline ? (
          <Text fz="sm" lineClamp={2}>
            {basic.headline}
          </Text>
        ) : null}
        {role ? (
          <Text fz="sm" c="dimmed" truncate title={role}>
            {role}
          </Text>
        ) : null}
        {basic.location ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden="true" />
            <Text fz="sm" c="dimmed" truncate>
              {basic.location}
            </Text>
          </Group>
        ) : null}
        {children}
      </Stack>
    </Group>
  );
}
