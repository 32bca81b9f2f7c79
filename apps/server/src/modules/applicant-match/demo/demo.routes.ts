/**
 * The demo mode's sample projects -1 and -2 (spec sections 1 and 7): the calls of spec section 7
 * at their exact paths, answered for the samples from built-in data the same for every user and
 * team, writing nothing; where the feature exists, the same route answers real projects from it.
 * The calls that other modules serve (project information, pipeline, search history, filter
 * panel) answer the sample projects at the top of their own handlers.
 */
import type { FastifyInstance } from 'fastify';
import { type ApplicantRouteDeps, demoApplicantRoutes } from './demo-applicants.routes';
import { demoProjectRoutes } from './demo-project.routes';

export async function applicantMatchDemoRoutes(
  app: FastifyInstance,
  deps: ApplicantRouteDeps,
): Promise<void> {
  demoApplicantRoutes(app, deps);
  demoProjectRoutes(app, deps);
}
