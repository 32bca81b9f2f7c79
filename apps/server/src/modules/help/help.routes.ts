/**
 * The help tab's calls (core spec section 3, help tab kinds MAIN, SEARCH, TOPIC, ARTICLE, NEW), for
 * every signed-in user, and the build identifier (public: the sign-in page may be the one left
 * open when a new version is deployed). The content is read once, when the server starts
 * (help-content.ts).
 */
import {
  errorBodySchema,
  helpArticleParamsSchema,
  helpArticleResponseSchema,
  helpMainResponseSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
  helpTopicParamsSchema,
  helpTopicResponseSchema,
  versionResponseSchema,
  whatsNewResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { webBuildId } from './build-id';
import { HelpService } from './help.service';
import { type HelpContent, loadHelpContent } from './help-content';

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const signedIn = { access: { signedIn: true } } as const;

export async function helpRoutes(
  app: FastifyInstance,
  opts: { webDist: string; content?: HelpContent },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const help = new HelpService(opts.content ?? loadHelpContent());
  const buildId = webBuildId(opts.webDist);

  r.get('/api/version', {
    config: { access: { public: true } },
    schema: {
      tags: ['help'],
      summary: 'The build of the web app this server deploys (changes with each new version)',
      response: { 200: versionResponseSchema },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { buildId };
    },
  });

  r.get('/api/v1/help', {
    config: signedIn,
    schema: {
      tags: ['help'],
      summary: 'Help: the topics with their articles, articles to start with, the newest change',
      response: { 200: helpMainResponseSchema, ...errors },
    },
    handler: async () => help.main(),
  });

  r.get('/api/v1/help/search', {
    config: signedIn,
    schema: {
      tags: ['help'],
      summary: 'Search the help articles (by title, keywords and text, best first, with a snippet)',
      querystring: helpSearchQuerySchema,
      response: { 200: helpSearchResponseSchema, ...errors },
    },
    handler: async (req) => help.search(req.query.q),
  });

  r.get('/api/v1/help/topics/:topic', {
    config: signedIn,
    schema: {
      tags: ['help'],
      summary: 'The articles of one help topic',
      params: helpTopicParamsSchema,
      response: { 200: helpTopicResponseSchema, 404: errorBodySchema, ...errors },
    },
    handler: async (req) => {
      const topic = help.topic(req.params.topic);
      if (!topic) throw new AppError('NOT_FOUND', 'No such help topic');
      return topic;
    },
  });

  r.get('/api/v1/help/articles/:slug', {
    config: signedIn,
    schema: {
      tags: ['help'],
      summary: 'One help article, rendered and sanitised, with related articles',
      params: helpArticleParamsSchema,
      response: { 200: helpArticleResponseSchema, 404: errorBodySchema, ...errors },
    },
    handler: async (req) => {
      const article = help.article(req.params.slug);
      if (!article) throw new AppError('NOT_FOUND', 'No such help article');
      return article;
    },
  });

  r.get('/api/v1/help/whats-new', {
    config: signedIn,
    schema: {
      tags: ['help'],
      summary: "What's new: the change log, newest first",
      response: { 200: whatsNewResponseSchema, ...errors },
    },
    handler: async () => help.whatsNew(),
  });
}
