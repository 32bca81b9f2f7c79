/**
 * A job's applicants: a tab per review status with counts and unread, filters, the list with
 * paging and selection, bulk review, the scoring progress, adding applicants (when allowed) and
 * the applicant panel. The sample projects show the same screens over their built-in applicants.
 */
import { Alert, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReviewAction } from '@talentbase/shared/contracts/applicant-match-applicants';
import type { Applicant } from '@talentbase/shared/contracts/applicant-match-demo';
import { APPLICANT_REVIEW_STATUS_OPTIONS } from '@talentbase/shared/domain/applicant-match';
import { useCallback, useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/notify';
import { searchApplicants, useApplicantList, useStageSummary } from '../api/applicants';
import { applicantName, plural } from '../lib/labels';
import {
  APPLICANT_PAGE_SIZE,
  type ApplicantListParams,
  DEFAULT_SORT,
  hasFilters,
  listRequestBody,
} from '../lib/list-request';
import { ApplicantFilters, type FilterChange } from './applicant-filters';
import { ACTION_LABEL, ApplicantPanel, reviewActionsFor } from './applicant-panel';
import { ApplicantTable } from './applicant-table';
import { AtsImportCard } from './ats-import-card';
import { RankingProgress } from './ranking-progress';
import { ReviewDialog, type ReviewRequest } from './review-dialog';
import { UploadPanel } from './upload-panel';

const FIRST_PARAMS: ApplicantListParams = {
  stage: 1,
  page: 1,
  sort: DEFAULT_SORT,
  matchLevels: [],
  unreadOnly: false,
  keyword: '',
};

/** Largest page the list call gives: used to collect every id of a status for "select all". */
const ID_PAGE = 100;

export function ApplicantScreens({
  projectId,
  canReview,
  canUpload,
  emailAvailable,
}: {
  projectId: string;
  canReview: boolean;
  /** Adding applicants (not on the sample projects, which keep nothing). */
  canUpload: boolean;
  emailAvailable: boolean;
}) {
  const [params, setParams] = useState<ApplicantListParams>(FIRST_PARAMS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<Applicant | null>(null);
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const [showUpload, setShowUpload] = useState(false);
  const [collecting, setCollecting] = useState<string | null>(null);
  const summary = useStageSummary(projectId);
  const list = useApplicantList(projectId, params);

  const change = useCallback((next: FilterChange & { stage?: number; page?: number }) => {
    setParams((current) => ({ ...current, page: 1, ...next }));
    // A new status or filter is a new list: what was selected is not in it any more.
    if (next.page === undefined) setSelected(new Set());
  }, []);

  const counts = new Map((summary.data?.stages ?? []).map((s) => [s.stage, s]));
  const totalApplicants = (summary.data?.stages ?? []).reduce((n, s) => n + s.count, 0);
  const noApplicants = summary.isSuccess && totalApplicants === 0;
  // The first upload starts from the empty state: keep its panel (and every file's result) on
  // screen once the applicants it added fill the list.
  useEffect(() => {
    if (noApplicants) setShowUpload(true);
  }, [noApplicants]);
  const applicants = list.data?.applicants ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPLICANT_PAGE_SIZE));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const a of applicants) {
        if (select) next.add(a.applicantId);
        else next.delete(a.applicantId);
      }
      return next;
    });

  /** Every applicant of this status and these filters, read a page at a time. */
  const selectAll = async () => {
    setCollecting('');
    const ids: string[] = [];
    try {
      for (let start = 0; start < total; start += ID_PAGE) {
        const page = await searchApplicants(projectId, {
          ...listRequestBody({ ...params, page: 1 }, ID_PAGE),
          start,
        });
        ids.push(...page.applicants.map((a) => a.applicantId));
        if (page.applicants.length === 0) break;
      }
      setSelected(new Set(ids));
      setCollecting(null);
    } catch (error) {
      setCollecting(`Not every applicant could be selected: ${errorMessage(error)}`);
    }
  };

  const startReview = (action: ReviewAction, ids: string[], name?: string) =>
    setReview({ action, applicantIds: ids, ...(name ? { name } : {}) });

  const allOnPageSelected = applicants.length > 0 && applicants.every((a) => selected.has(a.applicantId));

  return (
    <Stack gap="md" data-testid="applicant-screens">
      <RankingProgress projectId={projectId} />
      {canUpload ? <AtsImportCard projectId={projectId} /> : null}
      {canUpload && (noApplicants || showUpload) ? (
        <UploadPanel projectId={projectId} empty={noApplicants} />
      ) : null}
      {summary.isError ? (
        <LoadError
          title="The applicant counts could not be loaded"
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {noApplicants && !canUpload ? (
        <Text fz="sm" c="dimmed" data-testid="applicants-empty">
          No applicants yet.
        </Text>
      ) : null}
      {noApplicants ? null : (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Tabs
            value={String(params.stage)}
            onChange={(value) => value !== null && change({ stage: Number(value) })}
            keepMounted={false}
          >
            <Group justify="space-between" gap="xs" wrap="wrap" align="flex-end">
              <Tabs.List style={{ flexWrap: 'wrap' }}>
                {APPLICANT_REVIEW_STATUS_OPTIONS.map((o) => {
                  const c = counts.get(o.value);
                  return (
                    <Tabs.Tab key={o.value} value={String(o.value)} data-testid={`stage-tab-${o.value}`}>
                      <Group gap={6} wrap="nowrap">
                        <span>{o.label}</span>
                        {summary.isPending ? null : (
                          <Badge size="sm" variant="light" color="gray" radius="sm">
                            {(c?.count ?? 0).toLocaleString()}
                          </Badge>
                        )}
                        {c && c.unread > 0 ? (
                          <Text component="span" fz="xs" c="violet.8" fw={600}>
                            {c.unread.toLocaleString()} unread
                          </Text>
                        ) : null}
                      </Group>
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {canUpload && !showUpload ? (
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconUpload size={16} />}
                  onClick={() => setShowUpload(true)}
                >
                  Add applicants
                </Button>
              ) : null}
            </Group>
            <Stack gap="sm" pt="md">
              <ApplicantFilters params={params} onChange={change} />
              {selected.size > 0 && canReview ? (
                <Paper withBorder p="xs" radius="md" bg="violet.0" data-testid="bulk-bar">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs" wrap="wrap">
                      <Text fz="sm" fw={600} aria-live="polite" data-testid="selected-count">
                        {plural(selected.size, 'applicant')} selected
                      </Text>
                      {allOnPageSelected && total > selected.size ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => void selectAll()}
                          loading={collecting === ''}
                        >
                          Select all {total.toLocaleString()}
                        </Button>
                      ) : null}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="gray"
                        onClick={() => setSelected(new Set())}
                      >
                        Clear
                      </Button>
                    </Group>
                    <Group gap="xs" wrap="wrap">
                      {reviewActionsFor(params.stage).map((action) => (
                        <Button
                          key={action}
                          size="compact-md"
                          variant={action === 'moveForward' ? 'filled' : 'default'}
                          color={action === 'reject' ? 'red' : undefined}
                          onClick={() => startReview(action, [...selected])}
                        >
                          {ACTION_LABEL[action]}
                        </Button>
                      ))}
                    </Group>
                  </Group>
                  {collecting ? (
                    <Text fz="xs" c="red" role="alert" mt={4}>
                      {collecting}
                    </Text>
                  ) : null}
                </Paper>
              ) : null}
              {list.isError ? (
                <LoadError
                  title="The applicants could not be loaded"
                  error={list.error}
                  onRetry={() => void list.refetch()}
                />
              ) : list.isPending ? (
                <Stack gap="xs" data-testid="applicants-loading">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} height={48} />
                  ))}
                </Stack>
              ) : applicants.length === 0 ? (
                <Alert color="gray" variant="light" data-testid="applicants-none">
                  {hasFilters(params)
                    ? 'No applicant here matches these filters.'
                    : 'No applicant has this status yet.'}
                </Alert>
              ) : (
                <>
                  <ApplicantTable
                    applicants={applicants}
                    selected={selected}
                    selectable={canReview}
                    onToggle={toggle}
                    onTogglePage={togglePage}
                    onOpen={setOpened}
                  />
                  <Group justify="space-between" gap="sm">
                    <Text fz="sm" c="dimmed" aria-live="polite" data-testid="applicants-range">
                      {(params.page - 1) * APPLICANT_PAGE_SIZE + 1}–
                      {Math.min(params.page * APPLICANT_PAGE_SIZE, total)} of {plural(total, 'applicant')}
                    </Text>
                    {pages > 1 ? (
                      <Pagination
                        total={pages}
                        value={Math.min(params.page, pages)}
                        onChange={(page) => change({ page })}
                        siblings={1}
                        boundaries={1}
                        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                      />
                    ) : null}
                  </Group>
                </>
              )}
            </Stack>
          </Tabs>
        </Paper>
      )}
      <ApplicantPanel
        projectId={projectId}
        applicant={opened}
        canReview={canReview}
        onClose={() => setOpened(null)}
        onReview={(action, a) => startReview(action, [a.applicantId], applicantName(a))}
      />
      <ReviewDialog
        projectId={projectId}
        request={review}
        emailAvailable={emailAvailable}
        onClose={(outcome) => {
          setReview(null);
          if (!outcome) return;
          // Reviewed applicants leave this status: drop them from the selection and close their panel.
          const done = new Set(outcome.moved.map((m) => m.applicantId));
          setSelected((current) => new Set([...current].filter((id) => !done.has(id))));
          if (opened && done.has(opened.applicantId)) setOpened(null);
        }}
      />
    </Stack>
  );
}
