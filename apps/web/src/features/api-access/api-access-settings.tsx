/**
 * API keys and webhooks of the team: the page's shell. A new key and a new endpoint's signing
 * secret are shown once, with a copy button; the lists never hold them again
 * (api-keys-section.tsx, webhook-endpoints-section.tsx). Each endpoint opens its delivery log
 * (delivery-log.tsx) with a replay per delivery.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhook-endpoints-section';

export function ApiAccessSettings() {
  return (
    <Stack gap="xl">
      <Text fz="sm">
        Outside systems drive Talentbase through the public REST API with a key of your team, and hear about
        changes through webhooks. The API is described in the{' '}
        <Anchor href="/api/docs" underline="always" target="_blank" rel="noopener">
          API reference
        </Anchor>{' '}
        (tag public-api).
      </Text>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
