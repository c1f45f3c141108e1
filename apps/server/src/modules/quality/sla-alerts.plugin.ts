import type { FastifyInstance } from 'fastify';
import { runSlaAlerts, SLA_ALERT_INTERVAL_MS } from './sla-alerts.service.ts';

/**
 * The 80% SLA alert (issue 27) as scheduled work, like the retention purge: once the app is ready and every
 * hour, on one instance at a time (an advisory lock), never two runs at once here.
 */
export async function slaAlertsPlugin(app: FastifyInstance): Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= runSlaAlerts({ handle: app.dbHandle, log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'SLA alerts failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, SLA_ALERT_INTERVAL_MS);
  timer.unref();
  // Not awaited: listening never waits for the job.
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
