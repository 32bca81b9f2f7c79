// Boolean-search builder for other platforms (core spec: the platform picker). It turns the
// recruiter's titles, skills and location into the string each platform understands, and a link
// that runs it. Platforms whose own people search takes Boolean (LinkedIn, Indeed resumes,
// Upwork) get their native syntax; every other platform is "X-rayed": a Google (or Bing) query
// kept to the site's profile pages, with listing, job and content pages excluded, the way
// sourcing guides write them. Pure code: the web app renders it, nothing here touches the DOM.

import { CATALOG } from './platform-catalog';
import { anyOf, type Prepared, prepare } from './platform-search-terms';

export type PlatformSearchInput = {
  titles: string[];
  skills: string[];
  keywords?: string;
  location?: { city?: string; state?: string; country?: string };
};

export type PlatformId = string;

export type PlatformGroup =
  | 'popular'
  | 'engineer'
  | 'design'
  | 'healthcare'
  | 'research'
  | 'architecture'
  | 'game';

export type Platform = {
  id: PlatformId;
  label: string;
  group: PlatformGroup;
  /** Path under the web app's public directory. */
  icon: string;
  /** ISO date (yyyy-mm-dd): the "New" tag shows up to and including this day. */
  newUntil?: string;
  kind: 'xray' | 'native';
};

export type PlatformSearch = { platformId: PlatformId; query: string; url: string; warnings: string[] };

const BY_ID = new Map(CATALOG.map((entry) => [entry.platform.id, entry]));

export const PLATFORMS: readonly Platform[] = CATALOG.map((entry) => entry.platform);

export const POPULAR_PLATFORM_IDS: readonly PlatformId[] = idsOf('popular');

export const INDUSTRY_GROUPS: readonly { id: PlatformGroup; label: string; platformIds: PlatformId[] }[] = [
  { id: 'engineer', label: 'Engineer', platformIds: idsOf('engineer') },
  { id: 'design', label: 'Design', platformIds: idsOf('design') },
  { id: 'healthcare', label: 'Healthcare', platformIds: idsOf('healthcare') },
  { id: 'research', label: 'Research', platformIds: idsOf('research') },
  { id: 'architecture', label: 'Architecture', platformIds: idsOf('architecture') },
  { id: 'game', label: 'Game', platformIds: idsOf('game') },
];

export const INDUSTRY_NOTE =
  'Industry searches draw results from multiple platforms: each industry builds one search for every platform it lists.';

function idsOf(group: PlatformGroup): PlatformId[] {
  return CATALOG.filter((entry) => entry.platform.group === group).map((entry) => entry.platform.id);
}

export function getPlatform(platformId: PlatformId): Platform {
  const entry = BY_ID.get(platformId);
  if (!entry) throw new Error(`Unknown platform: ${platformId}`);
  return entry.platform;
}

/** Where the search link opens: the engine for an X-ray, the platform itself otherwise. */
export function searchSiteLabel(platformId: PlatformId): string {
  const entry = BY_ID.get(platformId);
  if (!entry) throw new Error(`Unknown platform: ${platformId}`);
  if (entry.recipe.style !== 'xray') return entry.platform.label;
  return entry.recipe.engine === 'bing' ? 'Bing' : 'Google';
}

export function isNewTagVisible(platform: Platform, today: Date): boolean {
  const until = platform.newUntil?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  if (!until || Number.isNaN(today.getTime())) return false;
  // Calendar days in the recruiter's own time zone: the tag lasts through the whole last day.
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return day <= until;
}

// Google ignores every word of a query after the 32nd.
const GOOGLE_WORD_LIMIT = 32;

function locationText({ city, state, country }: Prepared): string {
  return [city, state, country].filter(Boolean).join(', ');
}

function locationWarning(prepared: Prepared, site: string): string[] {
  const place = locationText(prepared);
  return place
    ? [
        `Location is not part of the keywords: set ${place} in ${site}'s location filter after opening the search`,
      ]
    : [];
}

function withParam(base: string, name: string, value: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${encodeParam(value)}`;
}

/** encodeURIComponent leaves ! ' ( ) * bare; encoding them too keeps every user character escaped. */
function encodeParam(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function countWords(query: string): number {
  return query
    .replace(/[()"]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'OR').length;
}

export function buildPlatformSearch(platformId: PlatformId, input: PlatformSearchInput): PlatformSearch {
  const entry = BY_ID.get(platformId);
  if (!entry) throw new Error(`Unknown platform: ${platformId}`);
  const { recipe, platform } = entry;
  const prepared = prepare(input);
  const { titles, skills, keywords } = prepared;
  const warnings = [...prepared.warnings];

  switch (recipe.style) {
    case 'xray': {
      // Profiles state one place, usually "City, Region, Country" spelled out, so the most
      // specific part alone matches best ("TX" would miss "Texas").
      const place = prepared.city || prepared.state || prepared.country;
      const query = [
        recipe.scope,
        anyOf(titles),
        anyOf(skills),
        keywords,
        place && `"${place}"`,
        ...recipe.exclusions,
      ]
        .filter(Boolean)
        .join(' ');
      const base = recipe.engine === 'bing' ? 'https://www.bing.com/search' : 'https://www.google.com/search';
      if (recipe.engine === 'google' && countWords(query) > GOOGLE_WORD_LIMIT) {
        warnings.push(
          `Google reads only the first ${GOOGLE_WORD_LIMIT} words of a query: use fewer titles or skills so none are ignored`,
        );
      }
      return { platformId, query, url: withParam(base, 'q', query), warnings };
    }
    case 'linkedin':
    case 'upwork': {
      const query = [anyOf(titles), anyOf(skills), keywords].filter(Boolean).join(' AND ');
      const url =
        recipe.style === 'linkedin'
          ? withParam(recipe.searchUrl, 'keywords', query)
          : withParam('https://www.upwork.com/nx/search/talent/', 'q', query);
      return {
        platformId,
        query,
        url,
        warnings: [...warnings, ...locationWarning(prepared, platform.label)],
      };
    }
    case 'indeed': {
      const title = titles.length > 0 ? `title:${anyOf(titles)}` : '';
      const query = [title, anyOf(skills), keywords].filter(Boolean).join(' ');
      const place = [prepared.city, prepared.state].filter(Boolean).join(', ') || prepared.country;
      let url = withParam('https://resumes.indeed.com/search', 'q', query);
      if (place) url = withParam(url, 'l', place);
      return { platformId, query, url, warnings };
    }
  }
}

export function buildIndustrySearches(groupId: PlatformGroup, input: PlatformSearchInput): PlatformSearch[] {
  return idsOf(groupId).map((platformId) => buildPlatformSearch(platformId, input));
}
