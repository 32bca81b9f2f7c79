/**
 * Builds the HTTP application: plugins, the cross-cutting hooks (session, CSRF, access guard,
 * errors) and every module's routes. `main.ts` adds the database and the worker around it;
 * integration tests build it on a fresh database.
 */
import './lib/http/fastify-types';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { type Env, trustProxyOption } from './env';
import type { CookieSettings } from './lib/cookies';
import { createDeviceCookies } from './lib/device-cookie';
import { AppError } from './lib/errors';
import { type RouteEntry, registerAccessGuard } from './lib/http/access-guard';
import { addressKey } from './lib/http/client-key';
import { registerCsrf } from './lib/http/csrf';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './lib/http/error-handler';
import { registerJsonParser } from './lib/http/json-body';
import { registerRequestTextGuard } from './lib/http/request-text';
import { registerSessionHook } from './lib/http/session';
import { createSecretBox, loadSecretsKey, type SecretBox } from './lib/secret-box';
import { createSystemMailer, type SystemMailer } from './lib/system-mail';
import { accountRoutes } from './modules/account/account.routes';
import { allCandidatesRoutes } from './modules/all-candidates/all-candidates.routes';
import { applicantRoutes } from './modules/applicant-match/applicants/applicants.routes';
import { applicantUploadRoutes } from './modules/applicant-match/applicants/upload.routes';
import { atsImportRoutes } from './modules/applicant-match/ats-import/ats-import.routes';
import { applicantMatchDemoRoutes } from './modules/applicant-match/demo/demo.routes';
import { matchJobsRoutes } from './modules/applicant-match/jobs/jobs.routes';
import { rejectionEmailRoutes } from './modules/applicant-match/rejection-emails/rejection-emails.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { LoginThrottle } from './modules/auth/login-throttle';
import { automationsRoutes } from './modules/automations/automations.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { loadPricing } from './modules/billing/price-table';
import { stripeCheckout } from './modules/billing/stripe-checkout';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook';
import { calendarsRoutes } from './modules/calendars/calendars.routes';
import { candidateExportRoutes } from './modules/candidate-export/candidate-export.routes';
import { candidateImportRoutes } from './modules/candidate-import/candidate-import.routes';
import { candidateFilesRoutes } from './modules/candidate-records/candidate-files.routes';
import { candidateRecordsRoutes } from './modules/candidate-records/candidate-records.routes';
import { sharedProfilesRoutes } from './modules/candidate-records/shared-profiles.routes';
import { customFieldsRoutes } from './modules/custom-fields/custom-fields.routes';
import { customerConsoleRoutes } from './modules/customer-console/customer-console.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { duplicatesRoutes } from './modules/duplicates/duplicates.routes';
import { engageAccountsRoutes } from './modules/engage/accounts/engage-accounts.routes';
import { engageAttachmentsRoutes } from './modules/engage/attachments/attachments.routes';
import { engageCampaignsRoutes } from './modules/engage/campaigns/campaigns.routes';
import {
  configureDelivery,
  deliveryConfig,
  messageIdDomain,
} from './modules/engage/delivery/delivery-config';
import { enrolmentRoutes } from './modules/engage/enrolment/enrolment.routes';
import { inboxRoutes } from './modules/engage/inbox/inbox.routes';
import { localMailRoutes } from './modules/engage/local-mail/local-mail.routes';
import { messageIdFor } from './modules/engage/mail/message-id';
import { engageSettingsRoutes } from './modules/engage/mailboxes/mailboxes.routes';
import { meetingsRoutes } from './modules/engage/meetings/meetings.routes';
import { outboxRoutes } from './modules/engage/outbox/outbox.routes';
import { performanceRoutes } from './modules/engage/performance/performance.routes';
import { engageTemplatesRoutes } from './modules/engage/templates/templates.routes';
import { textRoutes } from './modules/engage/text/text.routes';
import { configureText, textConfig } from './modules/engage/text/text-config';
import { trackingRoutes } from './modules/engage/tracking/tracking.routes';
import { trackingKey } from './modules/engage/tracking/tracking-token';
import { formsRoutes } from './modules/forms/forms.routes';
import { gdprRoutes } from './modules/gdpr/gdpr.routes';
import { configureGdpr } from './modules/gdpr/gdpr-settings';
import { groupsRoutes } from './modules/groups/groups.routes';
import { guidanceRoutes } from './modules/guidance/guidance.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpRoutes } from './modules/help/help.routes';
import { hiringProcessRoutes } from './modules/hiring-process/hiring-process.routes';
import type { ConnectionTester } from './modules/integrations/connection-test';
import { atsExportRoutes } from './modules/integrations/export/export.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { integrationOauthRoutes } from './modules/integrations/oauth/oauth.routes';
import { atsSyncRoutes } from './modules/integrations/sync/sync.routes';
import { registerVendorConnectionTests } from './modules/integrations/vendor-connection-tests';
import { notificationSettingsRoutes } from './modules/notification-settings/notification-settings.routes';
import { offerSettingsRoutes } from './modules/offer-settings/offer-settings.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { pipelinesRoutes } from './modules/pipelines/pipelines.routes';
import { projectLifecycleRoutes } from './modules/projects/project-lifecycle.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { apiAccessRoutes } from './modules/public-api/api-access.routes';
import { registerApiKeyHook } from './modules/public-api/api-key-auth';
import { publicApiRoutes } from './modules/public-api/public-api.routes';
import { scimRoutes } from './modules/scim/scim.routes';
import { applicationAnswersRoutes } from './modules/scorecards/application-answers.routes';
import { scorecardsRoutes } from './modules/scorecards/scorecards.routes';
import { searchRoutes } from './modules/search/search.routes';
import { SearchContext } from './modules/search/search-context';
import { settingsRoutes } from './modules/settings/settings.routes';
import { sourceTrackingRoutes } from './modules/source-tracking/source-tracking.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { createFileStorage } from './modules/storage/file-storage';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { talentsyncRoutes } from './modules/talentsync/talentsync.routes';
import { teamAdminRoutes } from './modules/team-admin/team-admin.routes';
import { teamBetaFeaturesRoutes } from './modules/team-beta-features/team-beta-features.routes';
import { teamDirectoryRoutes } from './modules/team-directory/team-directory.routes';
import { teamSettingsRoutes } from './modules/team-settings/team-settings.routes';
import { teamTagsRoutes } from './modules/team-tags/team-tags.routes';

/** The domain of our Message-IDs: the public host when it is a dotted name. */
/** The API's paths; every other path belongs to the web app (its files and client-side routes). */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export type AppDeps = {
  env: Env;
  db: Database;
  queueHealthy: () => Promise<boolean>;
  /** Where the product's own emails go; by default the server log (see lib/system-mail.ts). */
  systemMailer?: SystemMailer;
  /**
   * The port of the local test-mail catcher while it runs (main.ts starts it when LOCAL_TEST_MAIL
   * is on); null or absent when it does not. Signed-in users then get the `local_test_mail`
   * installation feature (the "Local test mail" screen) and may keep a 'local' mailbox.
   */
  localTestMailPort?: number | null;
  /** Seals stored secrets; by default made from SECRETS_KEY or DATA_DIR/secrets.key on first use. */
  secretBox?: SecretBox;
  /** Where the server log is written (tests capture it); stdout by default. */
  logStream?: { write: (line: string) => void };
  /** Replaces the integrations' connection test (tests: no vendor can be reached). */
  connectionTester?: ConnectionTester;
};

/** Features of this installation rather than of a team, added to every signed-in subject. */
export const LOCAL_TEST_MAIL_FEATURE = 'local_test_mail';

export type App = FastifyInstance & { routeTable: RouteEntry[] };

/** Request bodies above this are refused with 413 (uploads get their own limit per route). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, db } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { level: env.LOG_LEVEL === 'silent' ? 'debug' : env.LOG_LEVEL, stream: deps.logStream }
      : env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    // Which proxies' X-Forwarded-For/-Proto to believe (TRUST_PROXY; default nobody): req.ip and
    // req.protocol, and so the rate-limit keys and the cookies' Secure flag, follow from it.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const routeTable: RouteEntry[] = [];
  const cookies: CookieSettings = {
    secure: env.COOKIE_SECURE,
    production: env.NODE_ENV === 'production',
    sessionTtlHours: env.SESSION_TTL_HOURS,
  };
  const loginThrottle = new LoginThrottle({
    maxFailures: env.LOGIN_MAX_FAILURES,
    maxDelayMinutes: env.LOGIN_LOCK_MINUTES,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonParser(app);
  registerAccessGuard(app, routeTable);
  registerRequestTextGuard(app);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes style attributes and a style tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Limits run as route-level onRequest hooks, after the session hook below, so the caller is
  // known: signed-in calls count per account, anonymous ones per client address. Routes with
  // their own limit (sign-in, sign-up, public share pages) inherit these keys.
  await app.register(fastifyRateLimit, {
    global: true,
    max: env.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => (req.account ? `account:${req.account.scope.userId}` : `ip:${addressKey(req.ip)}`),
    // The limit guards the API. The web app's own files are not counted: one page load fetches
    // dozens of route chunks, and a recruiter opening a few tabs would otherwise be refused the
    // code of the page itself (a blank error page instead of a 429 toast).
    allowList: (req) => !isApiPath(req.url),
    // Keys kept per limit (least recently used dropped first): accounts and addresses of a busy day.
    cache: 50_000,
    errorResponseBuilder: (_req, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  const localTestMailPort = deps.localTestMailPort ?? null;
  app.decorate('installationFeatures', localTestMailPort === null ? [] : [LOCAL_TEST_MAIL_FEATURE]);
  registerSessionHook(app, db);
  registerApiKeyHook(app, db);
  registerCsrf(app, cookies);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Talentbase API',
        version: '0.1.0',
        description:
          'State-changing calls need the `x-csrf-token` header equal to the `tb_csrf` cookie (GET /api/auth/csrf). The public API (/api/public/v1, tag public-api) takes an API key instead: `Authorization: Bearer tb_live_...`.',
      },
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A team API key' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(healthRoutes, { db, queueHealthy: deps.queueHealthy });
  const systemMailer =
    deps.systemMailer ??
    createSystemMailer(
      {
        smtpUrl: env.SYSTEM_SMTP_URL,
        from: env.SYSTEM_MAIL_FROM,
        localTestMailPort: deps.localTestMailPort ?? null,
      },
      app.log,
    );
  await app.register(authRoutes, {
    db,
    cookies,
    settings: { sessionTtlHours: env.SESSION_TTL_HOURS },
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    throttle: loginThrottle,
    deviceCookies: createDeviceCookies(env.COOKIE_SECRET, cookies),
    mailer: systemMailer,
  });
  await app.register(settingsRoutes, { db, throttle: loginThrottle });
  await app.register(searchRoutes, {
    search: new SearchContext(db),
    teamSearchesPerMinute: env.SEARCH_RATE_LIMIT_PER_TEAM_PER_MINUTE,
  });
  await app.register(projectsRoutes, { db });
  await app.register(projectLifecycleRoutes, { db });
  await app.register(candidateImportRoutes, { db, dataDir: env.DATA_DIR });
  await app.register(candidateExportRoutes, { db });
  await app.register(candidateRecordsRoutes, { db });
  await app.register(candidateFilesRoutes, { db, storage: createFileStorage(env) });
  await app.register(sharedProfilesRoutes, { db, rateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE });
  await app.register(allCandidatesRoutes, { db });
  await app.register(duplicatesRoutes, { db });
  await app.register(hiringProcessRoutes, { db });
  await app.register(pipelinesRoutes, { db });
  await app.register(applicantMatchDemoRoutes, { db, storage: createFileStorage(env) });
  await app.register(dashboardRoutes, { db });
  await app.register(teamDirectoryRoutes, { db });
  await app.register(accountRoutes, { db });
  await app.register(teamAdminRoutes, {
    db,
    mailer: systemMailer,
    publicUrl: env.PUBLIC_URL,
    cookies,
    settings: { sessionTtlHours: env.SESSION_TTL_HOURS },
    throttle: loginThrottle,
  });
  await app.register(gdprRoutes, { db, settings: configureGdpr(env) });
  let secretBox = deps.secretBox ?? null;
  await app.register(engageSettingsRoutes, {
    db,
    secretBox: () => {
      secretBox ??= createSecretBox(loadSecretsKey(env));
      return secretBox;
    },
    localTestMailPort,
  });
  await app.register(localMailRoutes, { db, localTestMailPort });
  await app.register(inboxRoutes, { db });
  await app.register(engageTemplatesRoutes, {
    db,
    storage: createFileStorage(env),
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(engageCampaignsRoutes, { db });
  await app.register(engageAttachmentsRoutes, { db, storage: createFileStorage(env) });
  await app.register(trackingRoutes, {
    db,
    key: () => trackingKey(loadSecretsKey(env)),
    unsubscribeRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  configureText(env);
  await app.register(textRoutes, { db, config: textConfig });
  await app.register(performanceRoutes, { db });
  await app.register(matchJobsRoutes, { db });
  await app.register(applicantUploadRoutes, { db, storage: createFileStorage(env) });
  await app.register(applicantRoutes, { db, storage: createFileStorage(env) });
  const delivery = configureDelivery(env, localTestMailPort);
  await app.register(outboxRoutes, {
    db,
    restart: {
      // A restarted step that never had a send intent gets its Message-ID as the engine makes them.
      messageIdFor: (threadId, step) =>
        messageIdFor(
          { threadId: String(threadId), step },
          messageIdDomain(null, env.PUBLIC_URL),
          delivery().messageIdSecret,
        ),
    },
  });
  await app.register(enrolmentRoutes, { db, delivery });
  await app.register(rejectionEmailRoutes, { db, delivery });
  await app.register(engageAccountsRoutes, { db });
  // The configuration in force when a request comes (tests swap in their own mail catcher).
  await app.register(meetingsRoutes, { db, delivery: deliveryConfig });
  await app.register(calendarsRoutes, {
    db,
    secretBox: () => {
      secretBox ??= createSecretBox(loadSecretsKey(env));
      return secretBox;
    },
    calendlyApiUrl: env.CALENDLY_API_URL,
  });
  await app.register(organizationsRoutes, { db });
  await app.register(groupsRoutes, { db });
  await app.register(customerConsoleRoutes, { db });
  await app.register(teamSettingsRoutes, { db });
  await app.register(teamTagsRoutes, { db });
  await app.register(customFieldsRoutes, { db });
  await app.register(scimRoutes, { db, publicUrl: env.PUBLIC_URL });
  await app.register(ssoRoutes, {
    db,
    cookies,
    settings: { sessionTtlHours: env.SESSION_TTL_HOURS },
    publicUrl: env.PUBLIC_URL,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(automationsRoutes, { db });
  await app.register(notificationSettingsRoutes, { db });
  await app.register(formsRoutes, { db });
  await app.register(offerSettingsRoutes, { db });
  await app.register(scorecardsRoutes, { db });
  await app.register(applicationAnswersRoutes, { db });
  await app.register(onboardingRoutes, { db });
  await app.register(guidanceRoutes, { db });
  await app.register(offersRoutes, { db });
  registerVendorConnectionTests();
  await app.register(integrationsRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
    ...(deps.connectionTester ? { tester: deps.connectionTester } : {}),
  });
  await app.register(integrationOauthRoutes, {
    db,
    publicUrl: env.PUBLIC_URL,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  await app.register(atsExportRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  const pricing = loadPricing(env);
  await app.register(subscriptionRoutes, { db, pricing });
  const startCheckout = env.STRIPE_SECRET_KEY
    ? stripeCheckout({
        secretKey: env.STRIPE_SECRET_KEY,
        apiUrl: env.STRIPE_API_URL,
        publicUrl: env.PUBLIC_URL,
      })
    : null;
  await app.register(billingRoutes, { db, pricing, startCheckout });
  await app.register(stripeWebhookRoutes, {
    db,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    secretKey: env.STRIPE_SECRET_KEY,
  });
  await app.register(helpRoutes, { webDist: env.WEB_DIST });
  await app.register(teamBetaFeaturesRoutes, { db });
  await app.register(apiAccessRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  await app.register(publicApiRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  await app.register(sourceTrackingRoutes, { db });
  await app.register(talentsyncRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  await app.register(atsSyncRoutes, {
    db,
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });
  await app.register(atsImportRoutes, {
    db,
    storage: createFileStorage(env),
    secretBox: () => (secretBox ??= createSecretBox(loadSecretsKey(env))),
  });

  const hasWeb = fs.existsSync(path.join(env.WEB_DIST, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: env.WEB_DIST,
      wildcard: false,
      index: false,
      // Built chunks are named by their content hash: a browser keeps them for a year without
      // asking again. index.html and the other unhashed files are checked on every load.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          path.relative(env.WEB_DIST, filePath).startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The web app owns every other path (client-side routes, its own 404 page).
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });

  const built = app as unknown as App;
  built.routeTable = routeTable;
  return built;
}
