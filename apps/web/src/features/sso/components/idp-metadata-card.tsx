import { Alert, Button, Card, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { SsoSettings } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useUploadIdpMetadata } from '../api/sso-settings';

const MAX_BYTES = 200_000;

/** The identity provider as read from its metadata, and the upload (file or pasted XML). */
export function IdpMetadataCard({ settings }: { settings: SsoSettings }) {
  const upload = useUploadIdpMetadata();
  const [xml, setXml] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saml = settings.saml;

  const send = async (text: string) => {
    setProblem(null);
    if (!text.trim()) {
      setProblem('Paste or upload the identity provider metadata XML');
      return;
    }
    try {
      await upload.mutateAsync(text);
      setXml('');
      notifySuccess('Identity provider metadata saved');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem('The metadata file is too large (at most 200 KB)');
      return;
    }
    await send(await file.text());
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Identity provider
        </Title>
        {saml.idpEntityId ? (
          <Stack gap={4}>
            <Text fz="sm">
              <b>Entity ID:</b> <span style={{ overflowWrap: 'anywhere' }}>{saml.idpEntityId}</span>
            </Text>
            <Text fz="sm">
              <b>Sign-in URL:</b> <span style={{ overflowWrap: 'anywhere' }}>{saml.idpSsoUrl}</span>
            </Text>
            <Text fz="sm">
              <b>Signing certificate:</b>{' '}
              <span style={{ overflowWrap: 'anywhere' }}>
                {saml.idpCertificateFingerprint ?? 'unreadable'}
              </span>
              {saml.idpCertificateExpiresAt
                ? ` (expires ${new Date(saml.idpCertificateExpiresAt).toLocaleDateString()})`
                : ''}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            No identity provider yet. Upload the SAML metadata file from Okta, Entra ID, Google Workspace or
            your provider.
          </Text>
        )}
        {problem ? (
          <Alert color="red" variant="light" role="alert" title="Metadata not saved">
            {problem}
          </Alert>
        ) : null}
        <Textarea
          label="Paste metadata XML"
          placeholder="<md:EntityDescriptor ...>"
          minRows={3}
          value={xml}
          onChange={(e) => setXml(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="sm">
          <Button variant="light" onClick={() => send(xml)} loading={upload.isPending} disabled={!xml.trim()}>
            Save pasted metadata
          </Button>
          <FileButton onChange={readFile} accept=".xml,application/xml,text/xml">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                Upload metadata file
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}
