import { Alert, Box, Button, Card, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { WATERMARK_MAX_LENGTH } from '@talentbase/shared';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { usePdfWatermark, useUpdatePdfWatermark } from '../api/export-calls';

/** A page-shaped preview with the text across it, as the PDF draws it. */
function WatermarkPreview({ text }: { text: string }) {
  return (
    <Box
      aria-hidden
      w={160}
      h={226}
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        position: 'relative',
        overflow: 'hidden',
        background: 'white',
      }}
    >
      <Stack gap={6} p="sm">
        {[70, 50, 90, 80, 60, 85, 40].map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative lines
          <Box key={i} h={6} w={`${w}%`} bg="gray.2" />
        ))}
      </Stack>
      <Text
        fw={700}
        c="gray.5"
        style={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%) rotate(-54deg)',
          whiteSpace: 'nowrap',
          opacity: 0.6,
          fontSize: Math.max(8, Math.min(22, 200 / Math.max(1, text.length))),
        }}
      >
        {text}
      </Text>
    </Box>
  );
}

/** The team's PDF watermark: on or off, and its text (1 to 60 characters). */
export function PdfWatermarkSettings() {
  const current = usePdfWatermark();
  const update = useUpdatePdfWatermark();
  const [enabled, setEnabled] = useState(false);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (current.data) {
      setEnabled(current.data.enabled);
      setText(current.data.text ?? '');
    }
  }, [current.data]);

  if (!current.data) {
    if (current.isError) {
      return (
        <LoadError
          title="The watermark setting could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      );
    }
    return <Skeleton height={200} data-testid="watermark-loading" />;
  }
  const trimmed = text.trim();
  const problem = enabled && trimmed === '' ? 'Enter the watermark text' : undefined;
  const serverField = isApiError(update.error) ? update.error.fields.text : undefined;

  return (
    <Card withBorder padding="lg" maw={720}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (problem) return;
          update.mutate(
            { enabled, text: trimmed === '' ? null : trimmed },
            { onSuccess: () => notifySuccess('Watermark saved') },
          );
        }}
      >
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap="md" style={{ flex: 1, minWidth: 260 }}>
            <Switch
              label="Add a watermark to exported PDFs"
              description="Drawn across every page of every candidate PDF your team exports."
              checked={enabled}
              onChange={(e) => setEnabled(e.currentTarget.checked)}
            />
            <TextInput
              label="Watermark text"
              placeholder="e.g. Confidential – Northwind Recruiting"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={WATERMARK_MAX_LENGTH}
              description={`${text.length}/${WATERMARK_MAX_LENGTH} characters`}
              error={(touched && problem) || serverField}
              disabled={!enabled}
            />
            {update.error && !serverField ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(update.error)}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
          <Stack gap={4} align="center">
            <WatermarkPreview text={enabled && trimmed ? trimmed : ''} />
            <Text fz="xs" c="dimmed">
              Preview
            </Text>
          </Stack>
        </Group>
      </form>
    </Card>
  );
}
