import { Alert, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
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

/** Walking the results from the drawer: "3 of 10" on this page, with the previous and next. */
export type ProfileNav = { index: number; count: number; onPrev?: () => void; onNext?: () => void };

function NavBar({ nav }: { nav: ProfileNav }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="group" aria-label="Move through results">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
        disabled={!nav.onPrev}
        onClick={nav.onPrev}
      >
        Previous
      </Button>
      <Text fz="sm" aria-live="polite" data-testid="profile-position">
        {nav.index + 1} of {nav.count} on this page
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        rightSection={<IconChevronRight size={14} aria-hidden="true" />}
        disabled={!nav.onNext}
        onClick={nav.onNext}
      >
        Next
      </Button>
    </Group>
  );
}

/**
 * The whole profile, beside the results (the whole screen on a phone): opened from a card or from
 * `?profile=<id>` in the URL, with previous and next through the page's results.
 */
export function ProfileDrawer({
  profileId,
  onClose,
  credits,
  revealing,
  revealError,
  onReveal,
  onAddToProject,
  nav,
}: {
  profileId: number | null;
  onClose: () => void;
  credits: FilterPanelConfig['credits'] | undefined;
  revealing: boolean;
  revealError: unknown;
  onReveal: (profileId: number) => void;
  onAddToProject: (profileId: number, name: string) => void;
  nav?: ProfileNav | null;
}) {
  const { data, isPending, isError, error, refetch } = useProfile(profileId);
  const name = data?.profile.basic.fullname;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  return (
    <Drawer
      opened={profileId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={name ?? 'Candidate profile'}
      closeButtonProps={{ 'aria-label': 'Close profile' }}
      data-testid="profile-drawer"
    >
      {profileId !== null && nav ? (
        <Stack gap={0} mb="md">
          <NavBar nav={nav} />
        </Stack>
      ) : null}
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
