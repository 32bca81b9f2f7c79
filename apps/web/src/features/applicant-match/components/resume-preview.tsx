/**
 * The résumé in the page: its text with the words the scoring quotes marked, the picked
 * judgement's words marked strongly and scrolled into view. Without the text (a file read before
 * the text was kept) the original is embedded when it is a PDF, and can always be opened.
 */
import { Anchor, Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Evidence } from '@talentbase/shared/contracts/applicant-match';
import { useEffect, useMemo, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { useApplicantResume } from '../api/applicants';
import { resumeSegments } from '../lib/resume-highlight';

export function ResumePreview({
  applicantId,
  name,
  evidence,
  active,
}: {
  applicantId: string;
  name: string;
  evidence: Evidence[];
  active: Evidence[];
}) {
  const resume = useApplicantResume(applicantId);
  const textBox = useRef<HTMLDivElement>(null);
  const text = resume.data?.text ?? null;
  const segments = useMemo(
    () => (text ? resumeSegments(text, evidence, active) : []),
    [text, evidence, active],
  );

  useEffect(() => {
    if (active.length === 0) return;
    const mark = textBox.current?.querySelector<HTMLElement>('mark[data-active="true"]');
    mark?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [active]);

  const isPdf =
    resume.data?.contentType === 'application/pdf' ||
    /\.pdf$/i.test(resume.data?.fileName ?? '') ||
    (!resume.data?.contentType && !resume.data?.fileName);

  return (
    <Stack gap="xs" component="section" aria-labelledby="resume-title" data-testid="resume-preview">
      <Title order={3} fz="md" id="resume-title">
        Résumé
      </Title>
      {resume.isPending ? <Skeleton height={320} /> : null}
      {resume.isError ? (
        <LoadError
          title="The résumé could not be loaded"
          error={resume.error}
          onRetry={() => void resume.refetch()}
        />
      ) : null}
      {resume.data ? (
        <>
          <Anchor
            href={resume.data.location}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            w="fit-content"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 24 }}
          >
            Open the original{resume.data.fileName ? ` (${resume.data.fileName})` : ''}
            <IconExternalLink size={14} aria-hidden="true" />
          </Anchor>
          {text ? (
            <Paper
              withBorder
              radius="md"
              p="md"
              ref={textBox}
              data-testid="resume-text"
              tabIndex={0}
              aria-label={`Résumé text of ${name}`}
              style={{ maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden' }}
            >
              <Text
                component="div"
                fz="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 }}
              >
                {segments.map((s) =>
                  s.marked ? (
                    <mark
                      key={s.start}
                      data-active={s.active ? 'true' : undefined}
                      style={{
                        background: s.active
                          ? 'var(--mantine-color-yellow-4)'
                          : 'var(--mantine-color-yellow-1)',
                        outline: s.active ? '2px solid var(--mantine-color-orange-7)' : undefined,
                        color: 'inherit',
                        borderRadius: 2,
                      }}
                    >
                      {s.text}
                    </mark>
                  ) : (
                    <span key={s.start}>{s.text}</span>
                  ),
                )}
              </Text>
            </Paper>
          ) : isPdf ? (
            <Box visibleFrom="sm">
              <iframe
                src={resume.data.location}
                title={`Résumé of ${name}`}
                style={{
                  width: '100%',
                  height: '70vh',
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 8,
                }}
              />
            </Box>
          ) : (
            <Text fz="sm" c="dimmed">
              The text of this résumé is not available here; open the original to read it.
            </Text>
          )}
          {!text && active.length > 0 ? (
            <Paper withBorder p="sm" radius="md" data-testid="evidence-quotes">
              <Text fz="xs" c="dimmed" mb={4}>
                The words of the résumé this rests on:
              </Text>
              {active.map((e) => (
                <Text key={`${e.start}-${e.text}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  “{e.text}”
                </Text>
              ))}
            </Paper>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
