/**
 * Settings › Mailbox › Text messages: the phone number the recruiter's text steps go out from.
 * Before they have one they pick an area code and get a number; after, the number is shown (one
 * per person: the server refuses a second). With no text provider configured, it says that texts
 * stay on this machine.
 */
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { splitServerError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useAreaCodes, useAssignTextNumber, useMyTextNumber } from '../api/text-number-calls';
import { LocalTextsView } from './local-texts-view';

/** "+14155550123" as people read it: "+1 (415) 555-0123". */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164;
}

export function TextNumberSection() {
  const mine = useMyTextNumber();
  const number = mine.data?.phoneNumber ?? null;
  const areaCodes = useAreaCodes(mine.isSuccess && number === null);
  const assign = useAssignTextNumber();
  const [areaCode, setAreaCode] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const serverError = assign.error ? splitServerError(assign.error, ['areaCode']) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!areaCode) {
      setFieldError('Pick an area code');
      return;
    }
    setFieldError(null);
    assign.mutate(
      { areaCode },
      {
        onSuccess: (got) =>
          notifySuccess(`Your texts go out from ${formatPhone(got.phoneNumber)}.`, { title: 'Number ready' }),
      },
    );
  };

  return (
    <Card withBorder padding="lg" maw={760}>
      <Stack gap="md">
        <Title order={2} fz="md">
          Text messages
        </Title>
        {mine.isPending ? (
          <Loader size="sm" />
        ) : mine.isError ? (
          <LoadError
            title="Your texting number could not be loaded"
            error={mine.error}
            onRetry={() => mine.refetch()}
          />
        ) : (
          <>
            {mine.data.localProvider ? (
              <Text fz="sm" c="dimmed">
                No text provider is set up on this server: texts are kept on this machine and reach no phone.
              </Text>
            ) : null}
            {number ? (
              <Text fz="sm">
                Your text steps go out from{' '}
                <Text span fw={600}>
                  {formatPhone(number.phoneNumber)}
                </Text>{' '}
                (area code {number.areaCode}). Candidates who reply STOP are not texted again.
              </Text>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <Text fz="sm" c="dimmed">
                    Text steps of your sequences need a phone number to go out from. Pick an area code near
                    your candidates.
                  </Text>
                  <Select
                    label="Area code"
                    required
                    searchable
                    placeholder={areaCodes.isPending ? 'Loading area codes…' : 'Pick an area code'}
                    nothingFoundMessage="No such area code"
                    data={(areaCodes.data?.areaCodes ?? []).map((a) => ({
                      value: a.areaCode,
                      label: `${a.areaCode} · ${a.region}`,
                    }))}
                    value={areaCode}
                    onChange={(value) => {
                      setAreaCode(value);
                      setFieldError(null);
                    }}
                    error={fieldError ?? serverError?.fields.areaCode}
                    maw={360}
                  />
                  {areaCodes.isError ? (
                    <LoadError
                      title="The area codes could not be loaded"
                      error={areaCodes.error}
                      onRetry={() => areaCodes.refetch()}
                    />
                  ) : null}
                  {serverError?.formMessage ? (
                    <Alert color="red" variant="light" role="alert">
                      {serverError.formMessage}
                    </Alert>
                  ) : null}
                  <Group>
                    <Button type="submit" loading={assign.isPending}>
                      Get a phone number
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
            {mine.data.localProvider ? <LocalTextsView /> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
