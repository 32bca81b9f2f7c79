/**
 * The public page of a share link (`/shared/:token`): no sign-in, read-only, without contact
 * details or the team's notes (the server leaves them out, and compensation, visa, work
 * authorisation and clearance unless the sharer ticked them). An expired or revoked link (410)
 * says so plainly.
 */
import { Alert, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconClockOff } from '@tabler/icons-react';
import { SHARE_GONE_MESSAGE, type SharedProfiles, type TalentProfileDoc } from '@talentbase/shared';
import { useParams } from 'react-router';
import { Brand } from '../../components/brand';
import { LoadError } from '../../components/load-error';
import { useSharedProfiles } from '../../features/candidate-record/api/gdpr-and-share';
import { PersonIdentity } from '../../features/sourcing/components/profile/person-identity';
import { AnalyticsSection } from '../../features/sourcing/components/profile/profile-analytics';
import {
  EducationSection,
  ExperienceSection,
  SummarySection,
} from '../../features/sourcing/components/profile/profile-career';
import {
  AchievementsSections,
  LanguagesSection,
  SkillsSection,
} from '../../features/sourcing/components/profile/profile-lists';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The profile sections read a whole profile document. A share may leave visa sponsorship out
 * (only shown when the sharer ticked it); the sections show it only when it is true, so a left-out
 * answer reads as "not shown", never as "does not need a visa".
 */
function asDoc(shared: SharedProfiles['profiles'][number]['profile']): TalentProfileDoc {
  return {
    ...shared,
    analytics: { ...shared.analytics, visa_sponsorship: shared.analytics.visa_sponsorship ?? false },
  };
}

function SharedProfileCard({ shared }: { shared: SharedProfiles['profiles'][number]['profile'] }) {
  const profile = asDoc(shared);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="shared-profile">
      <Stack gap="lg">
        <PersonIdentity basic={profile.basic} headingOrder={2} />
        <SummarySection profile={profile} />
        <ExperienceSection profile={profile} />
        <EducationSection profile={profile} />
        <SkillsSection profile={profile} />
        <LanguagesSection profile={profile} />
        <AchievementsSections profile={profile} />
        <AnalyticsSection profile={profile} />
      </Stack>
    </Card>
  );
}

export function SharedProfilePage() {
  const { token = '' } = useParams();
  const q = useSharedProfiles(token);
  useDocumentTitle(
    q.data?.profiles.length === 1
      ? 'A candidate shared with you'
      : q.data
        ? `${q.data.profiles.length} candidates shared with you`
        : 'Shared profile',
  );
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Brand />
        {q.isPending ? (
          <Stack aria-busy="true" aria-label="Loading shared profiles">
            <Skeleton h={28} w="50%" />
            <Skeleton h={240} />
          </Stack>
        ) : q.isError ? (
          isApiError(q.error) && q.error.status === 410 ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconClockOff size={18} />}
              title={SHARE_GONE_MESSAGE.replace(/\.$/, '')}
              role="alert"
              data-testid="share-gone"
            >
              The profiles it showed are no longer available through this link. Ask the person who shared it
              for a new one.
            </Alert>
          ) : isApiError(q.error) && q.error.status === 404 ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="Link not available"
              role="alert"
            >
              This share link does not exist. Check the address, or ask the person who shared it for a new
              one.
            </Alert>
          ) : (
            <LoadError
              title="The shared profiles could not be loaded"
              error={q.error}
              onRetry={() => q.refetch()}
            />
          )
        ) : (
          <>
            <Stack gap={4}>
              <Title order={1} fz="xl">
                {q.data.profiles.length === 1
                  ? 'A candidate shared with you'
                  : `${q.data.profiles.length} candidates shared with you`}
              </Title>
              <Text fz="sm" c="dimmed">
                Shared by {q.data.sharedBy ?? 'a recruiter'} at {q.data.teamName} · available until{' '}
                {new Date(q.data.expiresAt).toLocaleDateString()}
              </Text>
              {q.data.message ? (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="share-message">
                  {q.data.message}
                </Text>
              ) : null}
            </Stack>
            {q.data.profiles.length === 0 ? (
              <Text c="dimmed">These profiles are no longer available.</Text>
            ) : (
              q.data.profiles.map((p) => <SharedProfileCard key={p.candidateId} shared={p.profile} />)
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
