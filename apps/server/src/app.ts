import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seedCatalog, seedDemoUsers } from './db/seed/index.ts';
import { seedDemoQuickReplies } from './db/seed/quick-replies.ts';
import { seedDemoConsents } from './demo/seed-demo-consents.ts';
import { seedDemoRequests } from './demo/seed-demo-requests.ts';
import { seedDemoSatisfaction } from './demo/seed-demo-satisfaction.ts';
import { ActorCache } from './lib/actor-cache.ts';
import { RequestLogController } from './lib/request-log.ts';
import { createStorage } from './lib/storage/index.ts';
import { createTokenIssuer } from './lib/tokens.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { catalogPlugin } from './modules/catalog/catalog.plugin.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { documentsPlugin } from './modules/documents/documents.plugin.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { formsAdminRoutes } from './modules/forms/forms-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { internalNotesRoutes } from './modules/internal-notes/internal-notes.routes.ts';
import { livePlugin } from './modules/live/live.plugin.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { discardPendingEmailsSince } from './modules/notifications/notifications.service.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { privacyNoticeOf } from './modules/privacy/notice.service.ts';
import { privacyPlugin } from './modules/privacy/privacy.plugin.ts';
import { qualityPlugin } from './modules/quality/quality.plugin.ts';
import { quickRepliesRoutes } from './modules/quick-replies/quick-replies.routes.ts';
import { remindersPlugin } from './modules/reminders/reminders.plugin.ts';
import { assignmentRoutes } from './modules/requests/assignment.routes.ts';
import { quotationsRoutes } from './modules/requests/quotations.routes.ts';
import { expireOverdueQuotations } from './modules/requests/quotations.service.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { publicConfigOf } from './modules/site/public-config.ts';
import { seoRoutes } from './modules/site/seo.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { testSupportRoutes } from './modules/test-support/test-support.routes.ts';
import { findSessionActor, isIdle, noteSessionUse } from './modules/users/sessions.service.ts';
import { usersAdminRoutes } from './modules/users/users.routes.ts';
import { findActiveActors } from './modules/users/users.service.ts';
import { workQueueRoutes } from './modules/work-queue/work-queue.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass their own database; otherwise one is opened (and closed with the app). */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes (tests read it); pino's default, standard output, otherwise. */
  logStream?: DestinationStream;
}

/** Builds the whole application as one Fastify instance: used by server.ts and by the tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const instanceId = randomBytes(4).toString('hex');
  let requestCount = 0;
  const requestLog = new RequestLogController();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Synchronous standard output: the request log already writes once per turn of the event loop
            // (request-log.ts), and pino's asynchronous default hands each of those writes to a libuv thread
            // and wakes the loop again when it is done, which cost the cached catalogue ~15% of its
            // throughput (issue 22). A full pipe now slows the server down instead of growing its memory.
            stream: options.logStream ?? pino.destination({ dest: 1, sync: true }),
          },
    logController: requestLog,
    requestIdHeader: 'x-request-id',
    // Unique across instances (a random prefix per process) and cheap: a counter, not a UUID per request.
    genReqId: () => `${instanceId}-${(++requestCount).toString(36)}`,
    bodyLimit: 1_048_576,
    // Long junk in a path parameter gets our 404/422 with a Spanish detail rather than a bare 414.
    routerOptions: { maxParamLength: 2_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onClose', async () => requestLog.flush());

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) {
    app.addHook('onClose', () => database.close());
  }
  await seedCatalog(database.db);
  if (config.demoMode) {
    await seedDemoUsers(database.db);
    const seedStartedAt = new Date();
    const seeded = await seedDemoRequests(
      database.db,
      await createStorage({ storage: config.storage, dataDir: config.dataDir }),
      app.log,
    );
    if (seeded) {
      await seedDemoSatisfaction(database.db);
      await discardPendingEmailsSince(database.db, seedStartedAt);
    }
    await seedDemoConsents(database.db);
    await seedDemoQuickReplies(database.db);
  }
  await expireOverdueQuotations(database.db);
  // Quotations expire at midnight; an hourly sweep moves their requests back (the accept path checks too).
  const expiryTimer = setInterval(() => {
    expireOverdueQuotations(database.db).catch((error) =>
      app.log.error({ err: error }, 'quotation expiry failed'),
    );
  }, 3_600_000);
  expiryTimer.unref();
  app.addHook('onClose', async () => clearInterval(expiryTimer));

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(dbPlugin, { handle: database });
  await app.register(authPlugin, {
    tokens: createTokenIssuer(config.jwtSecret),
    findSessionActor: (claims) => findSessionActor(database.db, config.session, claims),
    isIdle: (session) => isIdle(config.session, session),
    noteUse: (sessionId, session) =>
      noteSessionUse(database.db, sessionId, session, (error) =>
        app.log.warn({ err: error }, 'could not record the use of a session'),
      ),
    actorCache: new ActorCache({ maxEntries: config.actorCacheMaxEntries, ttlMs: config.actorCacheTtlMs }),
  });
  app.decorate('sessionDeps', { db: database.db, tokens: app.tokens, sessionConfig: config.session });
  await app.register(livePlugin, {
    handle: database,
    heartbeatMs: config.liveHeartbeatMs,
    findActiveActors: (ids) => findActiveActors(database.db, ids),
  });
  // An account changed on any instance (announced in the event log): its next request reads it again here.
  app.live.onAccountChange((userId) => app.actorCache.invalidate(userId));
  await app.register(notificationsPlugin, { config });
  await app.register(catalogPlugin, { handle: database });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { rateLimit: config.authRateLimit });
      await api.register(accountRoutes);
      await api.register(catalogRoutes);
      await api.register(catalogAdminRoutes);
      await api.register(formsRoutes);
      await api.register(formsAdminRoutes);
      await api.register(auditRoutes);
      await api.register(usersAdminRoutes);
      await api.register(requestsRoutes);
      await api.register(quotationsRoutes);
      await api.register(assignmentRoutes);
      await api.register(chatRoutes);
      await api.register(liveRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminRoutes);
      await api.register(workQueueRoutes);
      await api.register(documentsPlugin, { storage: config.storage, dataDir: config.dataDir });
      await api.register(paymentsPlugin);
      await api.register(billingPlugin);
      await api.register(privacyPlugin);
      await api.register(remindersPlugin);
      await api.register(quickRepliesRoutes);
      await api.register(internalNotesRoutes);
      await api.register(qualityPlugin);
      if (config.demoMode) {
        await api.register(testSupportRoutes);
      }
    },
    { prefix: '/api' },
  );

  // robots.txt, sitemap.xml and the social images: at the root, where crawlers look for them (issue 26).
  await app.register(seoRoutes);
  await registerWebApp(app, config);
  return app;
}

/** The built web app, when there is one (tests of the API run without it), with its prerendered pages. */
async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const distDir = config.webDistDir ?? findWebDist();
  if (!distDir) {
    return;
  }
  const ssrEntry = config.webSsrEntry ?? path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  await app.register(webAppPlugin, {
    distDir,
    prerender: existsSync(ssrEntry)
      ? {
          entry: ssrEntry,
          catalog: app.catalog,
          publicConfig: publicConfigOf(config),
          siteUrl: config.publicUrl,
          privacyNotice: privacyNoticeOf(config.privacy),
        }
      : undefined,
  });
}

function findWebDist(): string | undefined {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}
