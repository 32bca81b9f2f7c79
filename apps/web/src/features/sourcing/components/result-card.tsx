import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconEye,
  IconFolder,
  IconFolderPlus,
  IconThumbDown,
  IconUserSearch,
} from '@tabler/icons-react';
import type { Highlight, SearchHit } from '@talentbase/shared';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { SHORTCUT_ITEM, SHORTCUT_OPEN, SHORTCUT_SELECT } from '../../../lib/shortcuts/item-focus';
import { projectPath } from '../../projects/lib/paths';
import { activityLabel, distanceLabel, seniorityLabel, yearsLabel } from '../lib/format';
import { HighlightedText } from './highlighted-text';
import { ContactIcons, ScoreBar, SourceBadges } from './hit-badges';

/** Where a keyword was found besides the title, company and skills the card shows anyway. */
const SNIPPET_LABEL: Partial<Record<Highlight['field'], string>> = {
  headline: 'Headline',
  summary: 'Summary',
  past_title: 'Past title',
  past_company: 'Past company',
  certification: 'Certification',
  major: 'Major',
  degree: 'Degree',
  school: 'School',
  industry: 'Industry',
  location: 'Location',
};
const SNIPPET_FIELDS = Object.keys(SNIPPET_LABEL) as Highlight['field'][];
const MAX_SNIPPETS = 3;

export type ResultCardActions = {
  onView: (hit: SearchHit) => void;
  onReveal: (hit: SearchHit) => void;
  onAddToProject: (hit: SearchHit) => void;
  /** Only when the search was recorded in the history (not-a-fit is kept per history entry). */
  onNotAFit?: (hit: SearchHit) => void;
  onSelect: (hit: SearchHit, selected: boolean) => void;
};

/** "Already in Backend hires, Platform team and 2 more": projects you can see that hold the candidate. */
function InProjects({ hit, tabIndex }: { hit: SearchHit; tabIndex: number | undefined }) {
  if (hit.inProjectCount === 0) return null;
  const more = hit.inProjectCount - hit.inProjects.length;
  return (
    <Group gap={4} wrap="nowrap" mt={2} data-testid="in-projects" style={{ minWidth: 0 }}>
      <IconFolder size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text fz="xs" truncate>
        Already in{' '}
        {hit.inProjects.map((p, i) => (
          <Fragment key={p.projectId}>
            {i > 0 ? ', ' : ''}
            <Anchor component={Link} to={projectPath(p.projectId)} fz="xs" fw={600} tabIndex={tabIndex}>
              {p.projectName}
            </Anchor>
          </Fragment>
        ))}
        {more > 0 ? ` and ${more} more` : ''}
      </Text>
    </Group>
  );
}

/**
 * One candidate of the results: who, why they matched, and what the recruiter can do next.
 * The card itself takes focus (j/k, a Tab into the list); x ticks it and e opens its profile
 * through the marked controls (lib/shortcuts/item-focus.ts). The list is one Tab stop: only the
 * current card (`tabbable`) and its controls are in the Tab order, the others are reached with
 * j/k or the mouse.
 */
export function ResultCard({
  hit,
  selected,
  revealing,
  distanceUnit,
  actions,
  tabbable = true,
  onActivate,
}: {
  hit: SearchHit;
  selected: boolean;
  revealing: boolean;
  distanceUnit: 'mi' | 'km';
  actions: ResultCardActions;
  tabbable?: boolean;
  /** Focus went into the card: it becomes the list's Tab stop. */
  onActivate?: () => void;
}) {
  const nameId = useId();
  const tabIndex = tabbable ? undefined : -1;
  const { match } = hit;
  const matched = new Set([...match.matchedSkills, ...match.matchedNiceToHave].map((s) => s.toLowerCase()));
  const titleHighlight = match.highlights.find((h) => h.field === 'title' && h.text === hit.currentTitle);
  const snippets = match.highlights.filter((h) => SNIPPET_FIELDS.includes(h.field)).slice(0, MAX_SNIPPETS);
  const facts = [
    hit.location,
    hit.yearsExperience > 0 ? `${yearsLabel(hit.yearsExperience)} experience` : null,
    seniorityLabel(hit.seniority),
    activityLabel(hit.activityLevel),
    match.distanceKm !== null ? distanceLabel(match.distanceKm, distanceUnit) : null,
  ].filter((f): f is string => Boolean(f));
  const hasContacts = hit.contact.hasEmail || hit.contact.hasPhone;
  const role = [hit.currentTitle, hit.currentCompany].filter(Boolean);

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-testid="result-card"
      padding="md"
      tabIndex={tabbable ? 0 : -1}
      onFocus={onActivate}
      {...SHORTCUT_ITEM}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={10}
          aria-label={`Select ${hit.fullName}`}
          tabIndex={tabIndex}
          {...SHORTCUT_SELECT}
          checked={selected}
          onChange={(event) => actions.onSelect(hit, event.currentTarget.checked)}
        />
        {/* On a phone the name gets the room instead. */}
        <PersonAvatar name={hit.fullName} src={hit.imageUrl} size={48} visibleFrom="xs" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {/* A heading per card lets screen-reader users jump from candidate to candidate. */}
              <Title order={3} fz="md" fw={600} lh={1.3} style={{ minWidth: 0 }}>
                <Text
                  id={nameId}
                  inherit
                  truncate
                  title={hit.fullName}
                  component="button"
                  type="button"
                  tabIndex={tabIndex}
                  {...SHORTCUT_OPEN}
                  onClick={() => actions.onView(hit)}
                  style={{
                    textAlign: 'left',
                    background: 'none',
                    border: 0,
                    padding: 0,
                    cursor: 'pointer',
                    maxWidth: '100%',
                  }}
                >
                  {hit.fullName}
                </Text>
              </Title>
              {role.length > 0 ? (
                <Text fz="sm" truncate title={role.join(' at ')}>
                  {titleHighlight ? (
                    <HighlightedText text={titleHighlight.text} ranges={titleHighlight.ranges} />
                  ) : (
                    hit.currentTitle
                  )}
                  {hit.currentTitle && hit.currentCompany ? ' at ' : ''}
                  {hit.currentCompany}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed" truncate title={facts.join(' · ')}>
                {facts.join(' · ')}
              </Text>
              <Group gap={6} mt={2}>
                <SourceBadges source={hit.source} isTeamCandidate={hit.isTeamCandidate} />
                <ContactIcons contact={hit.contact} />
              </Group>
              <InProjects hit={hit} tabIndex={tabIndex} />
            </Stack>
            <Box style={{ flexShrink: 0 }}>
              <ScoreBar parts={match.scoreParts} />
            </Box>
          </Group>

          {hit.topSkills.length > 0 ? (
            <Group gap={4} aria-label="Top skills">
              {hit.topSkills.map((skill) => {
                const isMatch = matched.has(skill.toLowerCase());
                return (
                  <Badge
                    key={skill}
                    size="sm"
                    radius="sm"
                    variant={isMatch ? 'filled' : 'default'}
                    color={isMatch ? 'teal' : undefined}
                    leftSection={isMatch ? <IconCheck size={10} aria-hidden="true" /> : undefined}
                    title={isMatch ? `${skill}: matches your search` : skill}
                    tt="none"
                  >
                    {skill}
                  </Badge>
                );
              })}
            </Group>
          ) : null}

          {match.reasons.length > 0 ? (
            <List size="xs" spacing={2} c="dimmed" aria-label="Why it matched">
              {match.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : null}

          {snippets.map((h) => (
            <Text key={`${h.field}-${h.text}`} fz="xs" lineClamp={2}>
              <Text span fz="xs" c="dimmed" fw={500}>
                {SNIPPET_LABEL[h.field]}:{' '}
              </Text>
              <HighlightedText text={h.text} ranges={h.ranges} maxLength={220} />
            </Text>
          ))}

          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconUserSearch size={14} />}
              tabIndex={tabIndex}
              onClick={() => actions.onView(hit)}
            >
              View profile
            </Button>
            {hasContacts && !hit.contact.revealed ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEye size={14} />}
                loading={revealing}
                tabIndex={tabIndex}
                onClick={() => actions.onReveal(hit)}
              >
                Reveal contacts
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconFolderPlus size={14} />}
              tabIndex={tabIndex}
              onClick={() => actions.onAddToProject(hit)}
            >
              Add to project
            </Button>
            {actions.onNotAFit ? (
              // An icon, pushed to the end: the row of actions then fits one line beside the facets.
              <Tooltip label="Not a fit" withArrow>
                <ActionIcon
                  ml="auto"
                  variant="subtle"
                  color="gray"
                  aria-label="Not a fit"
                  tabIndex={tabIndex}
                  onClick={() => actions.onNotAFit?.(hit)}
                >
                  <IconThumbDown size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
