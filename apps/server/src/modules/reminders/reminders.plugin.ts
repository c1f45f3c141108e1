import type { FastifyInstance } from 'fastify';
import { remindersRoutes } from './reminders.routes.ts';
import { REMINDERS_INTERVAL_MS, runReminders } from './reminders.service.ts';

/**
 * The reminders that chase clients (issue 27): their routes, and the job as scheduled work like the retention
 * purge: once the app is ready and every 15 minutes, on one instance at a time (an advisory lock), never two
 * runs at once here.
 */
export async function remindersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(remindersRoutes);
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= runReminders({ handle: app.dbHandle, log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'client reminders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, REMINDERS_INTERVAL_MS);
  timer.unref();
  // Not awaited: listening never waits for the reminders.
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
