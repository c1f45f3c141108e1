import type { FastifyInstance } from 'fastify';
import { notificationChannel, type ReminderChannel } from './reminder-channel.ts';
import { remindersRoutes } from './reminders.routes.ts';
import { REMINDERS_INTERVAL_MS, runReminders } from './reminders.service.ts';
import { createWhatsAppChannel } from './whatsapp-channel.ts';

/**
 * The reminders that chase clients (issue 27): their routes, and the job as scheduled work like the retention
 * purge: once the app is ready and every 15 minutes, on one instance at a time (an advisory lock), never two
 * runs at once here. They go by notification and e-mail, and by WhatsApp when WHATSAPP_* is configured.
 */
export async function remindersPlugin(app: FastifyInstance): Promise<void> {
  const whatsapp = app.config.whatsapp;
  const channels: ReminderChannel[] = [
    notificationChannel,
    ...(whatsapp
      ? [createWhatsAppChannel({ config: whatsapp, publicUrl: app.config.publicUrl, log: app.log })]
      : []),
  ];
  await app.register(remindersRoutes, { channels });
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= runReminders({ handle: app.dbHandle, log: app.log, channels })
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
