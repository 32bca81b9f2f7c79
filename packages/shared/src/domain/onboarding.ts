// The per-user "Get started" checklist (core spec sections 3 and 4; docs/decisions.md
// "Onboarding checklist"). Each step is a few items; an item is done when one of its condition
// flags is true. Flags are worked out on the server from the user's real data, never ticked by hand.
import {
  ONBOARDING_ACTION_BUTTONS,
  ONBOARDING_STEPS,
  type OnboardingActionButton,
  type OnboardingStep,
} from './guidance';

export { ONBOARDING_ACTION_BUTTONS, ONBOARDING_STEPS, type OnboardingActionButton, type OnboardingStep };

/** Condition flags: each read from the signed-in user's own data in their current team. */
export const ONBOARDING_FLAGS = [
  'NoProject',
  'HadProject',
  'SurveyAnswered',
  'SearchRun',
  'CandidatesImported',
  'CandidateAdded',
  'EmailConnected',
  'CalendarConnected',
  'SequenceCreated',
  'CandidateContacted',
  'ExportToAts',
  'TeammateInvited',
  'HiringTeamShared',
] as const;
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];
export type OnboardingFlags = Record<OnboardingFlag, boolean>;

/**
 * Where each action button leads: navigation keys of the web app, the first one the user's account
 * opens wins (`query` is appended). `availability: 'soon'` is shown disabled as "Coming soon";
 * `'hidden'` is never shown (there is no browser extension).
 */
export type OnboardingButtonDef = {
  label: string;
  navKeys: readonly string[];
  query?: string;
  availability: 'available' | 'soon' | 'hidden';
};

export const ONBOARDING_BUTTONS: Record<OnboardingActionButton, OnboardingButtonDef> = {
  CreateProject: { label: 'Create a project', navKeys: ['createProject'], availability: 'available' },
  ViewAllProject: { label: 'View all projects', navKeys: ['projects'], availability: 'available' },
  IntegrateEmail: {
    label: 'Connect your mailbox',
    navKeys: ['adminSettingsEmail'],
    availability: 'available',
  },
  AddToChrome: { label: 'Add to Chrome', navKeys: [], availability: 'hidden' },
  ViewAnalytics: {
    label: 'View your dashboard',
    navKeys: ['reports', 'adminReports', 'dashboard'],
    availability: 'available',
  },
  ContactNow: { label: 'Contact candidates', navKeys: ['projects'], availability: 'available' },
  ConnectCalendar: { label: 'Connect your calendar', navKeys: ['meetings'], availability: 'available' },
  ConnectATS: { label: 'Connect your ATS', navKeys: ['apps', 'adminAts'], availability: 'available' },
  ChangeEmailSetting: {
    label: 'Email settings',
    navKeys: ['adminSettingsEmail'],
    availability: 'available',
  },
  CreateSequence: { label: 'Create a sequence', navKeys: ['sequences'], availability: 'available' },
  ViewOutbox: { label: 'View your outbox', navKeys: ['outbox'], availability: 'available' },
  // Applicants are imported on a linked job's applicant-match page, reached from its project.
  ImportFromATS: { label: 'Import from your ATS', navKeys: ['projects'], availability: 'available' },
  ImportCandidates: { label: 'Import candidates', navKeys: ['importCandidates'], availability: 'available' },
  RequestDelegation: {
    label: 'Request email delegation',
    navKeys: ['settingsEmailDelegation'],
    availability: 'available',
  },
  ViewHiringProcesses: {
    label: 'View hiring processes',
    navKeys: ['adminHiringProcess', 'adminSettingsHiring'],
    availability: 'available',
  },
};

export type OnboardingItemDef = {
  key: string;
  label: string;
  /** Done when any of these flags is true. */
  anyOf: readonly OnboardingFlag[];
  /** Where to do it (navigation key), when the item is not done in the checklist itself. */
  navKey?: string;
};

export type OnboardingStepDef = {
  step: OnboardingStep;
  title: string;
  description: string;
  items: readonly OnboardingItemDef[];
  buttons: readonly OnboardingActionButton[];
};

export const ONBOARDING_STEP_DEFS: readonly OnboardingStepDef[] = [
  {
    step: 'GetStarted',
    title: 'Get started',
    description: 'Tell us a little about your work so we can point you to the right places.',
    items: [{ key: 'survey', label: 'Answer two quick questions', anyOf: ['SurveyAnswered'] }],
    buttons: ['AddToChrome'],
  },
  {
    step: 'FindCandidates',
    title: 'Find candidates',
    description: 'Search the talent pool, or bring in the candidates you already have.',
    items: [
      {
        key: 'search',
        label: 'Run a talent search or import candidates',
        anyOf: ['SearchRun', 'CandidatesImported'],
        navKey: 'sourcing',
      },
      { key: 'add', label: 'Add a candidate to a project', anyOf: ['CandidateAdded'], navKey: 'sourcing' },
    ],
    buttons: ['ImportCandidates'],
  },
  {
    step: 'ManageProject',
    title: 'Manage a project',
    description: 'A project holds one role: its pipeline, its hiring team and its candidates.',
    items: [
      { key: 'project', label: 'Create your first project', anyOf: ['HadProject'], navKey: 'createProject' },
      {
        key: 'pipeline',
        label: 'Put a candidate in its pipeline',
        anyOf: ['CandidateAdded'],
        navKey: 'projects',
      },
    ],
    buttons: ['CreateProject', 'ViewAllProject', 'ViewHiringProcesses'],
  },
  {
    step: 'ContactCandidates',
    title: 'Contact candidates',
    description: 'Send personal email sequences from your own mailbox.',
    items: [
      {
        key: 'mailbox',
        label: 'Connect your mailbox',
        anyOf: ['EmailConnected'],
        navKey: 'adminSettingsEmail',
      },
      { key: 'sequence', label: 'Create a sequence', anyOf: ['SequenceCreated'], navKey: 'sequences' },
      { key: 'contact', label: 'Contact a candidate', anyOf: ['CandidateContacted'], navKey: 'projects' },
    ],
    buttons: [
      'IntegrateEmail',
      'CreateSequence',
      'ContactNow',
      'ViewOutbox',
      'ConnectCalendar',
      'ChangeEmailSetting',
      'RequestDelegation',
    ],
  },
  {
    step: 'ConnectToATS',
    title: 'Send candidates to your ATS',
    description:
      'Connect your ATS from the apps page, then export candidates from a project straight into one of its jobs (or as a CSV file it can import).',
    items: [
      {
        key: 'export',
        label: 'Export candidates from a project',
        anyOf: ['ExportToAts'],
        navKey: 'projects',
      },
    ],
    buttons: ['ConnectATS', 'ImportFromATS', 'ViewAllProject'],
  },
  {
    step: 'CollaborateWithTeam',
    title: 'Collaborate with your team',
    description: 'Hiring is a team sport: bring a colleague into a project or into Talentbase.',
    items: [
      {
        key: 'team',
        label: 'Share a project with a teammate or invite one',
        anyOf: ['HiringTeamShared', 'TeammateInvited'],
        navKey: 'projects',
      },
    ],
    buttons: ['ViewAllProject', 'ViewAnalytics'],
  },
];

/** What the user saved: the checklist hidden, steps skipped, and when it was completed. */
export type OnboardingProgress = {
  dismissed?: boolean;
  skipped?: OnboardingStep[];
  completedAt?: string;
};

export type OnboardingStepState = 'done' | 'skipped' | 'current' | 'todo';

export type OnboardingItemView = { key: string; label: string; done: boolean; navKey?: string };
export type OnboardingStepView = {
  step: OnboardingStep;
  title: string;
  description: string;
  state: OnboardingStepState;
  items: OnboardingItemView[];
  buttons: OnboardingActionButton[];
};

export type OnboardingChecklist = {
  steps: OnboardingStepView[];
  /** Done or skipped steps over all steps, 0 to 100. */
  percent: number;
  /** Every step done or skipped. */
  complete: boolean;
};

/**
 * Turns flags and saved progress into step states. A step is done when all its items are; a
 * skipped step that is not done counts as finished. The first unfinished step is "current", the
 * others "todo": nothing is locked, a recruiter may start where they like.
 */
export function onboardingChecklist(
  flags: OnboardingFlags,
  progress: OnboardingProgress,
): OnboardingChecklist {
  const skipped = new Set(progress.skipped ?? []);
  let currentSeen = false;
  const steps = ONBOARDING_STEP_DEFS.map((def): OnboardingStepView => {
    const items = def.items.map((item) => ({
      key: item.key,
      label: item.label,
      done: item.anyOf.some((f) => flags[f]),
      ...(item.navKey ? { navKey: item.navKey } : {}),
    }));
    let state: OnboardingStepState;
    if (items.every((i) => i.done)) state = 'done';
    else if (skipped.has(def.step)) state = 'skipped';
    else if (!currentSeen) {
      state = 'current';
      currentSeen = true;
    } else state = 'todo';
    return {
      step: def.step,
      title: def.title,
      description: def.description,
      state,
      items,
      buttons: def.buttons.filter((b) => ONBOARDING_BUTTONS[b].availability !== 'hidden'),
    };
  });
  const finished = steps.filter((s) => s.state === 'done' || s.state === 'skipped').length;
  return {
    steps,
    percent: Math.round((finished / steps.length) * 100),
    complete: finished === steps.length,
  };
}
