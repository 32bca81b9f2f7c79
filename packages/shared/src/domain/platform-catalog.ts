// The platforms of the Boolean-search builder and how each one is searched (see platform-search.ts).
// A recipe is either the platform's own Boolean syntax or an X-ray: operators that keep a Google
// or Bing search on the site's profile pages, and operators that drop its non-profile pages.
import type { Platform, PlatformGroup, PlatformId } from './platform-search';

export type Recipe =
  | {
      style: 'xray';
      engine: 'google' | 'bing';
      /** Operators that keep results on the platform's profile pages. */
      scope: string;
      /** Operators that drop the pages that are not people (jobs, listings, posts). */
      exclusions: string[];
    }
  /** LinkedIn's keyword box: upper-case AND/OR/NOT, quoted phrases, parentheses. */
  | { style: 'linkedin'; searchUrl: string }
  /** Indeed resume search: `title:` field operator, space means AND, location in `l`. */
  | { style: 'indeed' }
  /** Upwork talent search: the same Boolean operators as its job search. */
  | { style: 'upwork' };

export type CatalogEntry = { platform: Platform; recipe: Recipe };

function define(
  id: PlatformId,
  label: string,
  group: PlatformGroup,
  recipe: Recipe,
  newUntil?: string,
): CatalogEntry {
  const platform: Platform = {
    id,
    label,
    group,
    // Public files follow the repository's kebab-case naming; ids keep the snake_case the spec uses.
    icon: `/platforms/${id.replaceAll('_', '-')}.svg`,
    kind: recipe.style === 'xray' ? 'xray' : 'native',
  };
  if (newUntil) platform.newUntil = newUntil;
  return { platform, recipe };
}

function google(scope: string, exclusions: string[] = []): Recipe {
  return { style: 'xray', engine: 'google', scope, exclusions };
}

// Pages that list many people (search results, directories) rank well for any keyword and would
// crowd out the profiles themselves.
const LINKEDIN_PROFILE_SCOPE = 'site:linkedin.com/in';
const LINKEDIN_EXCLUSIONS = ['-intitle:profiles', '-inurl:dir'];

export const CATALOG: readonly CatalogEntry[] = [
  define('linkedin_recruiter', 'LinkedIn Recruiter', 'popular', {
    style: 'linkedin',
    searchUrl: 'https://www.linkedin.com/talent/search',
  }),
  define('google', 'Google', 'popular', google(LINKEDIN_PROFILE_SCOPE, LINKEDIN_EXCLUSIONS)),
  define('linkedin', 'LinkedIn', 'popular', {
    style: 'linkedin',
    searchUrl: 'https://www.linkedin.com/search/results/people/',
  }),
  // Bing has no documented inurl:, so only the title exclusion carries over.
  define('bing', 'Bing', 'popular', {
    style: 'xray',
    engine: 'bing',
    scope: LINKEDIN_PROFILE_SCOPE,
    exclusions: ['-intitle:profiles'],
  }),
  define('indeed', 'Indeed', 'popular', { style: 'indeed' }),
  define(
    'resume_search',
    'Resume search',
    'popular',
    google('(intitle:resume OR intitle:cv OR inurl:resume OR inurl:cv)', [
      '-job',
      '-jobs',
      '-sample',
      '-samples',
      '-template',
      '-templates',
      '-example',
      '-builder',
    ]),
  ),
  define(
    'x',
    'X (Twitter)',
    'popular',
    google('(site:x.com OR site:twitter.com)', ['-inurl:status', '-inurl:lists', '-inurl:hashtag']),
  ),
  define('upwork', 'Upwork', 'popular', { style: 'upwork' }, '2027-01-31'),

  define(
    'github',
    'GitHub',
    'engineer',
    google('site:github.com', [
      '-inurl:tab',
      '-inurl:blob',
      '-inurl:tree',
      '-inurl:issues',
      '-inurl:pull',
      '-inurl:topics',
      '-intitle:"at main"',
      '-intitle:"at master"',
    ]),
  ),
  // Profile pages are titled "User <name> - Stack Overflow"; questions and tags are not.
  define('stack_overflow', 'Stack Overflow', 'engineer', google('site:stackoverflow.com/users intitle:user')),
  define(
    'gitlab',
    'GitLab',
    'engineer',
    google('site:gitlab.com', [
      '-inurl:issues',
      '-inurl:merge_requests',
      '-inurl:blob',
      '-inurl:tree',
      '-inurl:explore',
    ]),
  ),

  define(
    'dribbble',
    'Dribbble',
    'design',
    google('site:dribbble.com', [
      '-inurl:shots',
      '-inurl:tags',
      '-inurl:jobs',
      '-inurl:stories',
      '-inurl:search',
    ]),
  ),
  define(
    'behance',
    'Behance',
    'design',
    google('site:behance.net', ['-inurl:gallery', '-inurl:joblist', '-inurl:search', '-inurl:galleries']),
  ),
  define(
    'coroflot',
    'Coroflot',
    'design',
    google('site:coroflot.com', ['-inurl:design-jobs', '-inurl:jobs']),
  ),
  define('figma', 'Figma Community', 'design', google('site:figma.com/@'), '2027-01-31'),
  define('adobe_portfolio', 'Adobe Portfolio', 'design', google('site:myportfolio.com')),

  define('doximity', 'Doximity', 'healthcare', google('site:doximity.com/pub')),
  define(
    'healthgrades',
    'Healthgrades',
    'healthcare',
    google('site:healthgrades.com', ['-inurl:find-a-doctor', '-inurl:usearch', '-inurl:conditions']),
  ),
  define('vitals', 'Vitals', 'healthcare', google('site:vitals.com/doctors')),
  define('webmd', 'WebMD Care', 'healthcare', google('site:doctor.webmd.com/doctor')),
  define('zocdoc', 'Zocdoc', 'healthcare', google('site:zocdoc.com/doctor')),
  define(
    'us_news_health',
    'U.S. News Health',
    'healthcare',
    google('site:health.usnews.com/doctors', ['-inurl:city-index', '-inurl:specialists-index']),
  ),
  define('sharecare', 'Sharecare', 'healthcare', google('site:sharecare.com/doctor')),

  define('google_scholar', 'Google Scholar', 'research', google('site:scholar.google.com/citations')),
  define('researchgate', 'ResearchGate', 'research', google('site:researchgate.net/profile')),

  define(
    'archinect',
    'Archinect',
    'architecture',
    google('site:archinect.com', ['-inurl:jobs', '-inurl:news', '-inurl:forum', '-inurl:firms']),
  ),

  define(
    'artstation',
    'ArtStation',
    'game',
    google('site:artstation.com', [
      '-inurl:artwork',
      '-inurl:learning',
      '-inurl:marketplace',
      '-inurl:jobs',
      '-inurl:blogs',
    ]),
  ),
];
