import { Alert, Button, Divider, Drawer, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FilterPanelConfig } from '@talentbase/shared';
import { isApiError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/notify';
import { useProfile } from '../../api/get-profile';
import { ContactBlock } from './contact-block';
import { AnalyticsSection } from './profile-analytics';
import { EducationSection, ExperienceSection, SummarySection } from './profile-career';
import { ProfileHeader } from './profile-header';
import { AchievementsSections, LanguagesSection, SkillsSection } from './profile-lists';
import { ProfileSection } from './profile-section';

function DrawerSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading profile">
      <Skeleton h={72} w={72} circle />
      <Skeleton h={20} w="50%" />
      <Skeleton h={14} w="70%" />
      <Skeleton h={120} />
      <Skeleton h={200} />
    </Stack>
  );
}

/**
 * The whole profile, beside the results: opened from a card or from `?profile=<id>` in the URL.
 */
export function ProfileDrawer({
  profileId,
  onClose,
  credits,
  revealing,
  revealError,
  onReveal,
  onAddToProject,
}: {
  profileId: number | null;
  onClose: () => void;
  credits: FilterPanelConfig['credits'] | undefined;
  revealing: boolean;
  revealError: unknown;
  onReveal: (profileId: number) => void;
  onAddToProject: (profileId: number, name: string) => void;
}) {
  const { data, isPending, isError, error, refetch } = useProfile(profileId);
  const name = data?.profile.basic.fullname;

  return (
    <Drawer
      opened={profileId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={name ?? 'Candidate profile'}
      closeButtonProps={{ 'aria-label': 'Close profile' }}
      data-testid="profile-drawer"
    >
      {profileId === null ? null : isPending ? (
        <DrawerSkeleton />
      ) : isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Profile not available"
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            {isApiError(error) && error.status === 404
              ? 'This profile does not exist or is not visible to your team.'
              : errorMessage(error)}
            {isApiError(error) && error.status === 404 ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <Stack gap="lg">
          <ProfileHeader
            data={data}
            onAddToProject={() => onAddToProject(data.profileId, data.profile.basic.fullname)}
          />
          <ProfileSection title="Contact">
            <ContactBlock
              contacts={data.contacts}
              credits={credits}
              revealing={revealing}
              revealError={revealError}
              onReveal={() => onReveal(data.profileId)}
            />
          </ProfileSection>
          <Divider />
          <SummarySection profile={data.profile} />
          <ExperienceSection profile={data.profile} />
          <EducationSection profile={data.profile} />
          <SkillsSection profile={data.profile} />
          <LanguagesSection profile={data.profile} />
          <AchievementsSections profile={data.profile} />
          <AnalyticsSection profile={data.profile} />
        </Stack>
      )}
    </Drawer>
  );
}
