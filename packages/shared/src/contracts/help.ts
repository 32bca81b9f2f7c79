// The help tab (core spec section 3, help tab kinds MAIN, SEARCH, ARTICLE, TOPIC, NEW), the
// build identifier the web app polls to notice a new deployment, and a team's beta features.
import { z } from 'zod';
import { BETA_FEATURE_KEYS } from '../domain/beta-features';

export const HELP_SEARCH_MAX_LENGTH = 100;

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpTopicSchema = z.object({ key: z.string(), title: z.string() });
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const whatsNewEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  html: z.string(),
});
export type WhatsNewEntry = z.infer<typeof whatsNewEntrySchema>;

/** MAIN: every topic with its articles, the articles to start with, and the newest change. */
export const helpMainResponseSchema = z.object({
  topics: z.array(helpTopicSchema.extend({ articles: z.array(helpArticleSummarySchema) })),
  popular: z.array(helpArticleSummarySchema),
  latestNews: whatsNewEntrySchema.pick({ id: true, date: true, title: true }).nullable(),
});
export type HelpMain = z.infer<typeof helpMainResponseSchema>;

export const helpSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Type what you are looking for' })
    .trim()
    .min(1, 'Type what you are looking for')
    .max(HELP_SEARCH_MAX_LENGTH, `Searches are limited to ${HELP_SEARCH_MAX_LENGTH} characters`),
});

export const helpSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(helpArticleSummarySchema.extend({ snippet: z.string() })),
});
export type HelpSearchResult = z.infer<typeof helpSearchResponseSchema>;

export const helpTopicParamsSchema = z.strictObject({ topic: z.string().max(100) });
export const helpTopicResponseSchema = z.object({
  topic: helpTopicSchema,
  articles: z.array(helpArticleSummarySchema),
});
export type HelpTopicPage = z.infer<typeof helpTopicResponseSchema>;

export const helpArticleParamsSchema = z.strictObject({ slug: z.string().max(200) });
export const helpArticleResponseSchema = helpArticleSummarySchema.extend({
  topicTitle: z.string(),
  html: z.string(),
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticle = z.infer<typeof helpArticleResponseSchema>;

/** NEW: the change log, newest first. */
export const whatsNewResponseSchema = z.object({ entries: z.array(whatsNewEntrySchema) });
export type WhatsNew = z.infer<typeof whatsNewResponseSchema>;

export const versionResponseSchema = z.object({ buildId: z.string() });
export type VersionInfo = z.infer<typeof versionResponseSchema>;

export const teamBetaFeaturesResponseSchema = z.object({
  features: z.array(
    z.object({
      key: z.enum(BETA_FEATURE_KEYS),
      label: z.string(),
      description: z.string(),
      enabled: z.boolean(),
    }),
  ),
});
export type TeamBetaFeatures = z.infer<typeof teamBetaFeaturesResponseSchema>;

/** The beta features to switch on; every other beta feature is switched off. */
export const teamBetaFeaturesRequestSchema = z.strictObject({
  enabled: z
    .array(
      z.enum(BETA_FEATURE_KEYS, {
        error: (issue) => `Unknown beta feature: ${String(issue.input).slice(0, 60)}`,
      }),
    )
    .max(BETA_FEATURE_KEYS.length * 2, 'Too many beta features'),
});
export type TeamBetaFeaturesRequest = z.infer<typeof teamBetaFeaturesRequestSchema>;
