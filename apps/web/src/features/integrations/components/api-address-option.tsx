/**
 * The connect / configure dialog's advanced option "API address" (vendors with a connector, except
 * Workable and Workday whose fields carry their address): a vendor sandbox, a regional host or a
 * proxy. Blank means the vendor's published address, shown as the placeholder. Unlike the custom
 * URL fields it can be changed once connected; the server checks it (https, private addresses only
 * with the team's private-host switch) and runs the connection test there before saving.
 */
import { Button, Collapse, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  API_ADDRESS_FIELD,
  API_ADDRESS_LABEL,
  apiAddressDefault,
} from '@talentbase/shared/integrations/api-address';
import { useId, useState } from 'react';

/** What to send for the API address: the typed value when it differs from the stored one
 * (blank on Configure goes back to the vendor's address), nothing otherwise. */
export function apiAddressFields(typed: string, stored: string | undefined): Record<string, string> {
  const value = typed.trim();
  if (stored === undefined && !value) return {};
  if (value === (stored ?? '')) return {};
  return { [API_ADDRESS_FIELD]: value };
}

/** The stored API address of a connection, or undefined (the vendor's own). */
export const storedApiAddress = (settings: Record<string, string> | undefined) =>
  settings?.[API_ADDRESS_FIELD] || undefined;

export function ApiAddressOption({
  providerId,
  company,
  value,
  onChange,
  error,
}: {
  providerId: string;
  company: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const fallback = apiAddressDefault(providerId);
  const [open, setOpen] = useState(value !== '');
  const panelId = useId();
  if (!fallback) return null;
  const shown = open || Boolean(error);
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        leftSection={shown ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Advanced options
      </Button>
      <Collapse expanded={shown} keepMountedMode="display-none" id={panelId}>
        <TextInput
          label={`${API_ADDRESS_LABEL} (optional)`}
          description={`For a ${company} sandbox, a regional host or a proxy. Leave blank to use ${company}'s own address.`}
          placeholder={fallback}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          data-field={API_ADDRESS_FIELD}
        />
        {value.trim().startsWith('http://') && !error && (
          <Text fz="xs" c="dimmed" mt={4}>
            Plain http:// is accepted only when the team allows private network addresses.
          </Text>
        )}
      </Collapse>
    </Stack>
  );
}
