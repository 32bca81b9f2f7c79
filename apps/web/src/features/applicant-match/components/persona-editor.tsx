/**
 * The ideal-candidate persona of a job, as the engine built it from the description, for the
 * owner, recruiter and screener to correct. Saving names the version it was made from, so an edit
 * on top of someone else's newer one is refused (the server answers 409) instead of lost.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MatchJob, Persona } from '@talentbase/shared/contracts/applicant-match';
import {
  EDUCATION_LEVEL_OPTIONS,
  LANGUAGE_PROFICIENCY_OPTIONS,
  RADIUS_OPTIONS,
} from '@talentbase/shared/domain/sourcing-filters';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { matchJobKeys, useEditPersona } from '../api/jobs';
import { SkillList } from './skill-list';

const SPONSORSHIP = [
  { value: 'unknown', label: 'Not stated' },
  { value: 'yes', label: 'Can sponsor a visa' },
  { value: 'no', label: 'Cannot sponsor a visa' },
];

type Draft = Omit<Persona, 'lackJD'>;

const draftOf = (persona: Persona): Draft => {
  const { lackJD: _, ...rest } = persona;
  return rest;
};

export function PersonaEditor({ job }: { job: MatchJob }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(job.persona));
  const [fromVersion, setFromVersion] = useState(job.personaVersion);
  const save = useEditPersona(job.projectId);
  const client = useQueryClient();
  const readOnly = !job.canEditPersona;
  // A new version from elsewhere (a new description) replaces what is shown.
  useEffect(() => {
    setDraft(draftOf(job.persona));
    setFromVersion(job.personaVersion);
  }, [job.persona, job.personaVersion]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const conflict = isApiError(save.error) && save.error.status === 409;

  const submit = () =>
    save.mutate(
      { persona: draft, fromVersion },
      { onSuccess: (saved) => notifySuccess(`Persona saved as version ${saved.personaVersion}.`) },
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="persona-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="persona-title">
            Ideal candidate
          </Title>
          <Text fz="sm" c="dimmed">
            Version {job.personaVersion}
            {readOnly ? ' · read-only for your role' : ''}
          </Text>
        </Group>
        {job.lackJD ? (
          <Alert color="yellow" variant="light" data-testid="persona-lack-jd">
            This job has no description to build from. Add one above, or write the requirements here.
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SkillList
              label="Must-have skills"
              skills={draft.mustHaveSkills}
              elsewhere={draft.niceToHaveSkills}
              readOnly={readOnly}
              onChange={(mustHaveSkills) => set({ mustHaveSkills })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SkillList
              label="Nice-to-have skills"
              skills={draft.niceToHaveSkills}
              elsewhere={draft.mustHaveSkills}
              readOnly={readOnly}
              onChange={(niceToHaveSkills) => set({ niceToHaveSkills })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <NumberInput
              label="Years of experience"
              placeholder="Any"
              min={0}
              max={50}
              value={draft.minYearsExperience ?? ''}
              disabled={readOnly}
              onChange={(v) => set({ minYearsExperience: v === '' ? null : Number(v) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label="Education"
              placeholder="Any"
              clearable
              data={EDUCATION_LEVEL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              value={draft.education.level}
              disabled={readOnly}
              onChange={(level) =>
                set({
                  education: { ...draft.education, level: (level as Draft['education']['level']) ?? null },
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TagsInput
              label="Fields of study"
              placeholder="Computer Science"
              value={draft.education.fields}
              disabled={readOnly}
              onChange={(fields) => set({ education: { ...draft.education, fields } })}
            />
            <Checkbox
              mt={6}
              label="Degree required"
              checked={draft.education.required}
              disabled={readOnly}
              onChange={(e) => set({ education: { ...draft.education, required: e.currentTarget.checked } })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TagsInput
              label="Required certifications and licences"
              placeholder="RN, PMP, CPA"
              value={draft.certifications.filter((c) => c.required).map((c) => c.name)}
              disabled={readOnly}
              onChange={(names) =>
                set({
                  certifications: [
                    ...names.map((name) => ({ name, required: true })),
                    ...draft.certifications.filter((c) => !c.required && !names.includes(c.name)),
                  ],
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TagsInput
              label="Preferred certifications"
              value={draft.certifications.filter((c) => !c.required).map((c) => c.name)}
              disabled={readOnly}
              onChange={(names) =>
                set({
                  certifications: [
                    ...draft.certifications.filter((c) => c.required && !names.includes(c.name)),
                    ...names.map((name) => ({ name, required: false })),
                  ],
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Stack gap={6} role="group" aria-label="Languages">
              <Text fz="sm" fw={500}>
                Languages
              </Text>
              {draft.languages.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  None asked.
                </Text>
              ) : null}
              {draft.languages.map((language, i) => (
                <Group key={language.name} gap="xs" wrap="wrap">
                  <Text fz="sm" miw={120}>
                    {language.name}
                  </Text>
                  <Select
                    size="xs"
                    aria-label={`Level of ${language.name}`}
                    data={LANGUAGE_PROFICIENCY_OPTIONS.map((o) => ({
                      value: String(o.value),
                      label: o.label,
                    }))}
                    value={String(language.proficiency)}
                    disabled={readOnly}
                    allowDeselect={false}
                    onChange={(v) =>
                      set({
                        languages: draft.languages.map((l, j) =>
                          j === i ? { ...l, proficiency: Number(v ?? l.proficiency) } : l,
                        ),
                      })
                    }
                  />
                  {readOnly ? null : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => set({ languages: draft.languages.filter((_, j) => j !== i) })}
                    >
                      Remove {language.name}
                    </Button>
                  )}
                </Group>
              ))}
              {readOnly ? null : (
                <TagsInput
                  size="xs"
                  aria-label="Add a language"
                  placeholder="Add a language (professional level)"
                  value={[]}
                  onChange={(names) =>
                    set({
                      languages: [
                        ...draft.languages,
                        ...names
                          .filter(
                            (n) => !draft.languages.some((l) => l.name.toLowerCase() === n.toLowerCase()),
                          )
                          .map((name) => ({ name, proficiency: 3 })),
                      ],
                    })
                  }
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="City"
              value={draft.location.city ?? ''}
              disabled={readOnly}
              onChange={(e) => set({ location: { ...draft.location, city: e.currentTarget.value || null } })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="State or region"
              value={draft.location.state ?? ''}
              disabled={readOnly}
              onChange={(e) => set({ location: { ...draft.location, state: e.currentTarget.value || null } })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Country"
              value={draft.location.country ?? ''}
              disabled={readOnly}
              onChange={(e) =>
                set({ location: { ...draft.location, country: e.currentTarget.value || null } })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Within"
              placeholder="Any distance"
              clearable
              data={RADIUS_OPTIONS.map((o) => ({ value: String(o.km), label: `${o.label} (${o.km} km)` }))}
              value={draft.location.radiusKm === null ? null : String(draft.location.radiusKm)}
              disabled={readOnly}
              onChange={(v) =>
                set({ location: { ...draft.location, radiusKm: v === null ? null : Number(v) } })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
            <Switch
              label="Remote is fine"
              checked={draft.location.remote}
              disabled={readOnly}
              onChange={(e) => set({ location: { ...draft.location, remote: e.currentTarget.checked } })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Authorised to work in (country code)"
              placeholder="US"
              maxLength={2}
              value={draft.workAuthorization.country ?? ''}
              disabled={readOnly}
              onChange={(e) =>
                set({
                  workAuthorization: {
                    ...draft.workAuthorization,
                    country: e.currentTarget.value.toUpperCase() || null,
                  },
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Visa sponsorship"
              data={SPONSORSHIP}
              allowDeselect={false}
              value={
                draft.workAuthorization.sponsorshipAvailable === null
                  ? 'unknown'
                  : draft.workAuthorization.sponsorshipAvailable
                    ? 'yes'
                    : 'no'
              }
              disabled={readOnly}
              onChange={(v) =>
                set({
                  workAuthorization: {
                    ...draft.workAuthorization,
                    sponsorshipAvailable: v === 'yes' ? true : v === 'no' ? false : null,
                  },
                })
              }
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TagsInput
              label="Industries"
              value={draft.industries}
              disabled={readOnly}
              onChange={(industries) => set({ industries })}
            />
          </Grid.Col>
          {draft.freeRequirements.length > 0 ? (
            <Grid.Col span={12}>
              <Text fz="sm" fw={500}>
                Other requirements
              </Text>
              <Text fz="xs" c="dimmed" mb={4}>
                Read from the description as written; scored by the words of each résumé.
              </Text>
              <Stack gap={2}>
                {draft.freeRequirements.map((r) => (
                  <Text key={r.text} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.isMustHave ? 'Must: ' : 'Nice: '}
                    {r.text}
                  </Text>
                ))}
              </Stack>
            </Grid.Col>
          ) : null}
        </Grid>
        {save.isError ? (
          <Alert color={conflict ? 'yellow' : 'red'} role="alert" title="The persona was not saved">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{errorMessage(save.error)}</Text>
              {conflict ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    save.reset();
                    void client.invalidateQueries({ queryKey: matchJobKeys.job(job.projectId) });
                  }}
                >
                  Load the latest version
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              Save persona
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
