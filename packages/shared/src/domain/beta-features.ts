// Features a team may try before they are finished (core spec section 7, "GET beta features").
// One list for the server (which features the user call reports and which the team admin may
// switch) and the web app (the labels and descriptions of the switches). A team's switched-on
// features are stored in `teams.features` beside its other features.

export const BETA_FEATURES = [
  {
    key: 'ai_recommendation',
    label: 'Recommended candidates',
    description:
      'Suggests talent profiles similar to the candidates already in a project, on the project page.',
  },
  {
    key: 'diversity_extended',
    label: 'Extended diversity filters',
    description: 'Adds the extended diversity filters to the search page, for inclusive sourcing goals.',
  },
  {
    key: 'rediscovery_search_only',
    label: 'Rediscovery in search only',
    description:
      'Shows rediscovered candidates from your own database in search results instead of as recommendations.',
  },
] as const;

export type BetaFeatureKey = (typeof BETA_FEATURES)[number]['key'];
export const BETA_FEATURE_KEYS = BETA_FEATURES.map((f) => f.key) as [BetaFeatureKey, ...BetaFeatureKey[]];

export function isBetaFeature(feature: string): feature is BetaFeatureKey {
  return (BETA_FEATURE_KEYS as readonly string[]).includes(feature);
}
