/**
 * Where an OAuth provider sends the browser back (`/integrations/oauth/callback` and the Bullhorn
 * for Salesforce and Top Echelon pages): hands the state and code to the server, shows progress,
 * then goes to the integration's page (now with Configure), or says clearly what went wrong.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useOauthComplete } from '../api/oauth';

export const APP_DETAIL_PATH = '/apps/appDetail';

export function OauthCallback({ providerId }: { providerId?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useOauthComplete();
  const sent = useRef(false);
  const known = providerId ? connectEntry(providerId) : undefined;
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;

  useEffect(() => {
    // The state is single-use: send it once, even if the page renders twice.
    if (sent.current || !state) return;
    sent.current = true;
    complete.mutate(
      { state, ...(code ? { code } : {}), ...(error ? { error } : {}) },
      {
        onSuccess: ({ connection }) => {
          const entry = connectEntry(connection.providerId);
          notifySuccess(`${entry?.company ?? 'The integration'} is connected`);
          navigate(`${APP_DETAIL_PATH}?id=${encodeURIComponent(connection.providerId)}`, { replace: true });
        },
      },
    );
  }, [state, code, error, complete, navigate]);

  const backTo = known ? `${APP_DETAIL_PATH}?id=${encodeURIComponent(known.id)}` : '/apps/homepage';
  const back = (
    <Button component={Link} to={backTo} variant="light">
      {known ? `Back to ${known.company}` : 'Back to apps'}
    </Button>
  );
  const title = known ? `Connecting ${known.company}` : 'Connecting your integration';
  const failure = !state
    ? 'This page was opened without a sign-in answer. Start again from the integration’s page.'
    : complete.isError
      ? errorMessage(complete.error)
      : null;

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={title} />
      <Card withBorder padding="lg">
        {failure ? (
          <Stack gap="md" align="flex-start">
            <Alert color="red" variant="light" role="alert" title="Not connected" w="100%">
              {failure}
            </Alert>
            {back}
          </Stack>
        ) : (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" role="status" aria-label="Completing the sign-in" />
            <Text>Completing the sign-in{known ? ` with ${known.company}` : ''}…</Text>
          </Group>
        )}
      </Card>
    </Stack>
  );
}
