// Architecture (buildings) and game development queries. An "architect" with Revit designs
// buildings; a software or cloud architect is excluded by the query itself.
import {
  anySkill,
  cur,
  hasEducation,
  job,
  knows,
  type ProfileView,
  past,
  pastHere,
  type RelevanceQuery,
} from './rubric';

/** Architects of buildings; a landscape architect practises a neighbouring profession. */
const BUILDING_ARCHITECT = job(
  'architect|licensed architect|registered architect|staff architect|project architect|principal architect|design principal',
);
const LANDSCAPE_ARCHITECT = job('landscape architect|landscape designer');
const SOFTWARE_WORDS = /software|cloud|solutions|enterprise|security|data|application|systems|technical/;
const notSoftware = (p: ProfileView) => !SOFTWARE_WORDS.test(p.title);
// A certification in a tool is evidence of the tool.
const revit = (p: ProfileView) => knows(p, 'Autodesk Revit', /revit/);
const CIVIL = job('civil engineer|civil design engineer|site civil engineer');
const civilCad = (p: ProfileView) => anySkill(p, 'AutoCAD', 'AutoCAD Civil 3D');
const BIM = job('bim coordinator|bim specialist|bim technician|bim modeler|revit technician');
const GAMEPLAY_DEV = job(
  'gameplay engineer|gameplay programmer|gameplay developer|game developer|game programmer|game engineer',
);
const GAME_PROGRAMMER = job(
  'engine programmer|multiplayer engineer|tools programmer|graphics engineer|technical artist',
);
const engines = (p: ProfileView) => anySkill(p, 'Unreal Engine') || knows(p, 'Unity', /unity/);
const ARTIST_3D = job('3d artist|3d modeler|3d generalist|prop artist|game artist');
const ARTIST_NEAR = job('character artist|environment artist|technical artist|vfx artist|game animator');
const LEVEL_DESIGNER = job('level designer|level design artist|world designer|mission designer');

export const ARCHITECTURE_GAME_QUERIES: readonly RelevanceQuery[] = [
  {
    id: 'arch-architect-revit-not-software',
    family: 'architecture-game',
    features: ['and', 'not', 'or', 'parentheses'],
    intent: 'A building architect who works in Revit, not a software architect.',
    filters: { keywords: 'architect AND revit NOT (software OR cloud OR solutions)' },
    rubric: [
      [
        3,
        'Current building architect with Revit',
        (p) => cur(p, BUILDING_ARCHITECT) && notSoftware(p) && revit(p),
      ],
      [
        2,
        'A building architect without Revit, or another architect-titled job (landscape architect, architectural designer) with Revit',
        (p) =>
          notSoftware(p) &&
          (cur(p, BUILDING_ARCHITECT) ||
            (cur(p, job('landscape architect|architectural designer')) && revit(p))),
      ],
      [
        1,
        'Revit under another title that is not software (BIM, interiors, drafting ...)',
        (p) => notSoftware(p) && revit(p),
      ],
    ],
  },
  {
    id: 'arch-civil-engineer-autocad',
    family: 'architecture-game',
    features: ['phrase', 'and', 'or', 'parentheses'],
    intent: 'A civil engineer who drafts in AutoCAD or Civil 3D.',
    filters: { keywords: '"civil engineer" AND ("civil 3d" OR autocad)' },
    rubric: [
      [3, 'Current civil engineer with AutoCAD or Civil 3D', (p) => cur(p, CIVIL) && civilCad(p)],
      [
        2,
        'Current civil engineer without them, a structural/MEP engineer with them, or a civil engineer before (still in the field) with them',
        (p) =>
          cur(p, CIVIL) ||
          (civilCad(p) &&
            (cur(p, job('structural engineer|mep engineer')) || pastHere(p, CIVIL, 'architecture'))),
      ],
      [
        1,
        'AutoCAD or Civil 3D in architecture and construction, or a civil engineer before',
        (p) => (p.family === 'architecture' && civilCad(p)) || past(p, CIVIL),
      ],
    ],
  },
  {
    id: 'arch-bim-coordinator-revit-filters',
    family: 'architecture-game',
    features: ['titles', 'skills', 'abbreviation'],
    intent: 'BIM coordinators who use Revit (the skill typed as "Revit").',
    filters: { titles: ['BIM Coordinator'], skills: ['Revit'] },
    rubric: [
      [3, 'Current BIM coordinator with Revit', (p) => cur(p, BIM) && revit(p)],
      [2, 'Current BIM manager with Revit', (p) => revit(p) && cur(p, /bim manager|vdc manager/)],
      [
        1,
        'A BIM coordinator before, or Revit with BIM skills, any title',
        (p) => revit(p) && (past(p, BIM) || anySkill(p, 'Building Information Modeling')),
      ],
    ],
  },
  {
    id: 'arch-architects-masters-10y-filters',
    family: 'architecture-game',
    features: ['titles', 'education', 'experience'],
    intent: "Architects with a master's and more than ten years of experience.",
    filters: { titles: ['Architect'], educationLevels: ['master'], experienceBands: ['10+'] },
    rubric: [
      [
        3,
        "Current building architect with a master's and 10+ years",
        (p) => cur(p, BUILDING_ARCHITECT) && hasEducation(p, 'master') && p.years >= 10,
      ],
      [
        2,
        "Current building architect with a master's and 8-10 years",
        (p) => cur(p, BUILDING_ARCHITECT) && hasEducation(p, 'master') && p.years >= 8,
      ],
      [
        1,
        "Current building architect with 10+ years without a master's, or a landscape architect with both",
        (p) =>
          p.years >= 10 &&
          (cur(p, BUILDING_ARCHITECT) || (cur(p, LANDSCAPE_ARCHITECT) && hasEducation(p, 'master'))),
      ],
    ],
  },
  {
    id: 'game-unity-or-unreal-gameplay',
    family: 'architecture-game',
    features: ['or', 'and', 'parentheses'],
    intent: 'A gameplay programmer in Unity or Unreal.',
    filters: { keywords: '(unity OR unreal) AND gameplay' },
    rubric: [
      [
        3,
        'Current gameplay engineer or game developer with Unity or Unreal',
        (p) => cur(p, GAMEPLAY_DEV) && engines(p),
      ],
      [
        2,
        'Another game programmer with an engine and gameplay programming, or a gameplay engineer without an engine',
        (p) =>
          (cur(p, GAME_PROGRAMMER) && engines(p) && anySkill(p, 'Gameplay Programming')) ||
          cur(p, GAMEPLAY_DEV),
      ],
      [
        1,
        'Unity or Unreal with gameplay programming, any title',
        (p) => engines(p) && anySkill(p, 'Gameplay Programming'),
      ],
    ],
  },
  {
    id: 'game-3d-artists-maya-plural',
    family: 'architecture-game',
    features: ['keywords', 'plural'],
    intent: '3D artists who model in Maya.',
    filters: { keywords: '3d artists maya' },
    rubric: [
      [3, 'Current 3D artist with Maya', (p) => cur(p, ARTIST_3D) && knows(p, 'Autodesk Maya', /maya/)],
      [
        2,
        'Current 3D artist without Maya, or a character/environment/technical artist with Maya',
        (p) => cur(p, ARTIST_3D) || (cur(p, ARTIST_NEAR) && knows(p, 'Autodesk Maya', /maya/)),
      ],
      [
        1,
        'Maya with 3D modeling, any title',
        (p) => knows(p, 'Autodesk Maya', /maya/) && anySkill(p, '3D Modeling'),
      ],
    ],
  },
  {
    id: 'game-level-designer-keywords',
    family: 'architecture-game',
    features: ['keywords'],
    intent: 'A level designer.',
    filters: { keywords: 'level designer' },
    rubric: [
      [3, 'Current level designer', (p) => cur(p, LEVEL_DESIGNER)],
      [
        2,
        'A level designer before (still in games), or a game/systems designer with level design',
        (p) =>
          pastHere(p, LEVEL_DESIGNER, 'game') ||
          (cur(p, job('game designer|systems designer|narrative designer')) && anySkill(p, 'Level Design')),
      ],
      [
        1,
        'Level design skills, or a level designer before',
        (p) => anySkill(p, 'Level Design') || past(p, LEVEL_DESIGNER),
      ],
    ],
  },
];
