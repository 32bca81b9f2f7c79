import { Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import type { CandidateRecord } from '@talentbase/shared';
import { useState } from 'react';
import { CandidateCustomFieldsCard } from '../../custom-fields/components/candidate-custom-fields-card';
import { ScorecardsCard } from '../../scorecards/components/scorecards-card';
import { AnalyticsSection } from '../../sourcing/components/profile/profile-analytics';
import {
  EducationSection,
  ExperienceSection,
  SummarySection,
} from '../../sourcing/components/profile/profile-career';
import {
  AchievementsSections,
  LanguagesSection,
  SkillsSection,
} from '../../sourcing/components/profile/profile-lists';
import type { RecordRef } from '../api/query-keys';
import { ActivityCard } from './activity-card';
import { BasicInfoModal } from './basic-info-modal';
import { ContactsCard } from './contacts-card';
import { EducationModal } from './education-modal';
import { ExperienceModal } from './experience-modal';
import { FilesCard } from './files-card';
import { NotesCard } from './notes-card';
import { ProjectsCard } from './projects-card';
import { RecordHeader } from './record-header';
import { ShareModal } from './share-modal';
import { SocialLinksModal } from './social-links-modal';
import { TagsCard } from './tags-card';

type Dialog = 'basic' | 'links' | 'experience' | 'education' | 'share' | null;

/** The record page's content: the profile on the left, the team's work on the candidate on the right. */
export function RecordView({ record, refTo }: { record: CandidateRecord; refTo: RecordRef }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const { permissions, profile } = record;
  return (
    <Stack gap="lg">
      <RecordHeader
        record={record}
        refTo={refTo}
        onEditBasic={() => setDialog('basic')}
        onEditLinks={() => setDialog('links')}
        onShare={() => setDialog('share')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ContactsCard record={record} refTo={refTo} />
            <Card withBorder radius="md" padding="md">
              <Stack gap="lg">
                {permissions.editExperience || permissions.editEducation ? (
                  <Group gap="xs" justify="flex-end">
                    {permissions.editExperience ? (
                      <Button size="xs" variant="default" onClick={() => setDialog('experience')}>
                        Edit experience
                      </Button>
                    ) : null}
                    {permissions.editEducation ? (
                      <Button size="xs" variant="default" onClick={() => setDialog('education')}>
                        Edit education
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
                <SummarySection profile={profile} />
                <ExperienceSection profile={profile} />
                <EducationSection profile={profile} />
                {profile.position.length === 0 && profile.education.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    No experience or education on file.
                  </Text>
                ) : null}
                <SkillsSection profile={profile} />
                <LanguagesSection profile={profile} />
                <AchievementsSections profile={profile} />
                <AnalyticsSection profile={profile} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ProjectsCard projects={record.projects} />
            <TagsCard tags={record.tags} canTag={permissions.addTag} refTo={refTo} />
            <CandidateCustomFieldsCard
              candidateId={refTo.candidateId}
              projectId={refTo.projectId}
              canEdit={permissions.editInfo}
            />
            <NotesCard notes={record.notes} canNote={permissions.addNote} refTo={refTo} />
            {refTo.projectId ? (
              <ScorecardsCard projectId={refTo.projectId} candidateId={refTo.candidateId} />
            ) : null}
            <FilesCard
              files={record.files}
              canAdd={permissions.addFile}
              canDelete={permissions.deleteFile}
              refTo={refTo}
            />
            {permissions.viewActivityLogs ? <ActivityCard refTo={refTo} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog === 'basic' ? <BasicInfoModal record={record} refTo={refTo} opened onClose={close} /> : null}
      {dialog === 'links' ? <SocialLinksModal record={record} refTo={refTo} opened onClose={close} /> : null}
      {dialog === 'experience' ? (
        <ExperienceModal record={record} refTo={refTo} opened onClose={close} />
      ) : null}
      {dialog === 'education' ? (
        <EducationModal record={record} refTo={refTo} opened onClose={close} />
      ) : null}
      <ShareModal
        target={{ candidateIds: [refTo.candidateId], projectId: refTo.projectId }}
        record={refTo}
        opened={dialog === 'share'}
        onClose={close}
      />
    </Stack>
  );
}
