/**
 * The tutorials of the product, as data kept with the code. Each is validated with the shared
 * schema when this module loads (a broken config stops the server from starting, and fails
 * `guidance-data.test.ts`), then loaded into `guidance_configs` by name. Targets are the
 * `data-guide="…"` anchors of the screens (apps/web).
 */
import { type GuidanceConfig, guidanceConfigSchema } from '@talentbase/shared';
import { RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY } from '@talentbase/shared/domain/guidance';

const RAW: GuidanceConfig[] = [
  {
    guidanceName: 'member-dashboard-tour',
    tutorialType: 'MemberDashboard',
    route: '/v5/talent-pool/dashboard',
    expiredUTCDate: null,
    appearsOnce: true,
    skipUpdateRedux: false,
    priority: 701,
    disabled: false,
    minPlan: 'basic',
    maxPlan: 'pro',
    steps: [
      {
        target: 'dashboard-totals',
        title: 'Your hiring at a glance',
        body: 'These counts cover the projects you work on: open projects, candidates in them and those who moved forward this week. They update as your team works.',
        style: 'NumberPopover',
        actions: ['Next', 'Exit'],
      },
      {
        target: 'dashboard-projects',
        title: 'Pick up where you left off',
        body: 'Your most recently active projects. Open one to see its pipeline, add candidates or share it with your hiring team.',
        style: 'NumberPopover',
        actions: ['Prev', 'Next', 'Exit'],
      },
      {
        target: 'dashboard-activity',
        title: 'What your team did',
        body: 'Moves, notes and messages by everyone on your projects, newest first, so you can follow up without asking around.',
        style: 'NumberPopover',
        actions: ['Prev', 'Next', 'Exit'],
      },
      {
        target: 'dashboard-create',
        title: 'Start a new search',
        body: 'Create a project for each role you hire for. It keeps the candidates you source, their stages and your outreach together.',
        style: 'NumberPopover',
        actions: ['Prev', 'Complete'],
      },
    ],
  },
  {
    guidanceName: 'sourcing-search-tour',
    tutorialType: 'UniversalSearchWithProjects',
    route: '/v5/sourcing-new',
    expiredUTCDate: null,
    appearsOnce: true,
    skipUpdateRedux: false,
    priority: 720,
    disabled: false,
    minPlan: 'basic',
    maxPlan: 'pro',
    steps: [
      {
        target: 'sourcing-query',
        title: 'Search the way you think',
        body: 'Type a job title, skills or a full Boolean string such as (java OR kotlin) AND "team lead". Quotes keep phrases together; NOT leaves words out.',
        style: 'PopoverWithMasking',
        actions: ['Next', 'Exit'],
      },
      {
        target: ['sourcing-filters', 'sourcing-results'],
        title: 'Narrow, then scan',
        body: 'Filters on the left (location, experience, skills) refine the same search; the results update next to them. Both keep your choices while you work.',
        style: 'HighlightMultiArea',
        actions: ['Prev', 'Next', 'Exit'],
      },
      {
        target: 'sourcing-results',
        title: 'Save candidates to a project',
        body: 'Select candidates and add them to one of your projects. They land in its first stage, ready for outreach.',
        style: 'PopoverWithMasking',
        actions: ['Prev', 'Complete'],
      },
    ],
  },
  {
    guidanceName: 'project-pipeline-tour',
    tutorialType: 'Pipeline',
    route: '/v5/talent-pool/project',
    expiredUTCDate: null,
    appearsOnce: true,
    skipUpdateRedux: false,
    priority: 740,
    disabled: false,
    minPlan: 'growth',
    maxPlan: 'pro',
    steps: [
      {
        target: 'pipeline-board',
        title: 'Your pipeline, stage by stage',
        body: 'Each column is a stage of this project’s hiring process. The count on a column tells you where candidates are piling up.',
        style: 'PopoverWithMasking',
        actions: ['Next', 'Exit'],
      },
      {
        target: 'pipeline-stage',
        title: 'Move candidates forward',
        body: 'Open a candidate’s menu to move them to the next stage, or decline them with a reason. Every move is recorded in the activity of the project.',
        style: 'PurpleHighlight',
        actions: ['Prev', 'Next', 'Exit'],
      },
      {
        target: 'pipeline-header',
        title: 'Shape the process',
        body: 'Team admins choose the hiring process in team settings; its stages appear here for every new project.',
        style: 'Popover',
        actions: ['Prev', 'Complete'],
      },
    ],
  },
  {
    guidanceName: 'admin-console-tour',
    tutorialType: 'AdminConsole',
    route: '/admin/general/dasboard',
    expiredUTCDate: '2027-12-31T23:59:59.000Z',
    appearsOnce: true,
    skipUpdateRedux: false,
    priority: 760,
    disabled: false,
    minPlan: 'growth',
    maxPlan: 'pro',
    steps: [
      {
        target: 'admin-seats',
        title: 'Seats per licence',
        body: 'Recruiter and collaborator seats, who holds them and how many are free. A full licence blocks new invitations until a seat is freed or added.',
        style: 'PopoverWhite',
        actions: ['Next', 'Exit'],
      },
      {
        target: 'admin-members',
        title: 'Members and credits',
        body: 'Invited, active and deactivated members, and the contact credits your team has left this period. Low credits are flagged before they run out.',
        style: 'PopoverWhite',
        actions: ['Prev', 'Next', 'Exit'],
      },
      {
        target: 'admin-recent',
        title: 'What admins changed',
        body: 'The latest admin actions of your team: invitations, licence changes and settings, with who did them. The full history is kept in the audit log.',
        style: 'NewLabel',
        actions: ['Prev', 'Complete'],
      },
    ],
  },
  {
    // Spec section 4: the recruit mate activity tutorial expires on 2024-09-29.
    guidanceName: 'recruit-mate-activity',
    tutorialType: 'Suggestion',
    route: '/v5/talent-pool/dashboard',
    expiredUTCDate: RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY,
    appearsOnce: true,
    skipUpdateRedux: true,
    priority: 900,
    disabled: false,
    minPlan: 'growth',
    maxPlan: 'pro',
    steps: [
      {
        target: 'dashboard-activity',
        title: 'Recruit mate activity',
        body: 'See what your recruit mates did on shared projects, right on your dashboard.',
        style: 'PurpleHighlight',
        actions: ['Complete'],
      },
    ],
  },
];

export const GUIDANCE_CONFIGS: readonly GuidanceConfig[] = RAW.map((c) => {
  const parsed = guidanceConfigSchema.safeParse(c);
  if (!parsed.success) {
    throw new Error(
      `Guidance config ${c.guidanceName}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
});
