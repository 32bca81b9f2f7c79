// In-product guidance: tutorials, onboarding steps and the help tab (core spec sections 3, 4, 9).

export const GUIDANCE_TUTORIAL_TYPES = [
  'MemberDashboard',
  'OnboardingMemberEmptyStage',
  'Integration',
  'Suggestion',
  'AdminConsole',
  'Pipeline',
  'Engage',
  'EZJobs',
  'ApplicantMatch',
  'Extension',
  'TalentPool',
  'JobBoard',
  'UniversalSearchWithProjects',
] as const;
export type GuidanceTutorialType = (typeof GUIDANCE_TUTORIAL_TYPES)[number];

export const GUIDANCE_ACTIONS = ['Next', 'Prev', 'Exit', 'Complete', 'None'] as const;
export type GuidanceAction = (typeof GUIDANCE_ACTIONS)[number];

export const GUIDANCE_STYLES = [
  'Popover',
  'NumberPopover',
  'PopoverWithMasking',
  'HighlightMultiArea',
  'PurpleHighlight',
  'NewLabel',
  'PopoverWhite',
] as const;
export type GuidanceStyle = (typeof GUIDANCE_STYLES)[number];

export const GUIDANCE_FEEDBACK = ['NO_FEEDBACK', 'HELPFUL', 'NOT_HELPFUL'] as const;
export type GuidanceFeedback = (typeof GUIDANCE_FEEDBACK)[number];

export const ONBOARDING_STEPS = [
  'GetStarted',
  'FindCandidates',
  'ManageProject',
  'ContactCandidates',
  'ConnectToATS',
  'CollaborateWithTeam',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_ACTION_BUTTONS = [
  'CreateProject',
  'ViewAllProject',
  'IntegrateEmail',
  'AddToChrome',
  'ViewAnalytics',
  'ContactNow',
  'ConnectCalendar',
  'ConnectATS',
  'ChangeEmailSetting',
  'CreateSequence',
  'ViewOutbox',
  'ImportFromATS',
  'ImportCandidates',
  'RequestDelegation',
  'ViewHiringProcesses',
] as const;
export type OnboardingActionButton = (typeof ONBOARDING_ACTION_BUTTONS)[number];

export const HELP_TAB_KINDS = ['MAIN', 'SEARCH', 'ARTICLE', 'TOPIC', 'NEW'] as const;
export type HelpTabKind = (typeof HELP_TAB_KINDS)[number];

/**
 * Expiry dates must be later than this instant (UTC). Guidance configs predate it, so an earlier
 * date is a typo that would hide the tutorial forever.
 */
export const GUIDANCE_EXPIRY_FLOOR = '2023-01-01T00:00:00.000Z';
export const GUIDANCE_EXPIRY_FLOOR_MS = Date.UTC(2023, 0, 1);

/** Tutorials queue sorted by priority; values outside this range are configuration mistakes. */
export const GUIDANCE_PRIORITY_RANGE = { min: 701, max: 1000 } as const;

export const RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY = '2024-09-29T00:00:00.000Z';
