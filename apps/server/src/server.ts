import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { keepNextTickFast } from './lib/keep-next-tick-fast.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  // First, before the embedded database's start-up runs full garbage collections.
  keepNextTickFast();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    // The embedded database is a large WebAssembly module: V8's baseline compiler alone starts it faster
    // and keeps the server ~60 MB smaller than tiering it up with TurboFan (measured on 2 cores).
    v8.setFlagsFromString('--liftoff-only');
  }
  const app = await buildApp({ config });
  // Demo mode fills in fictitious numbers; a real deployment must say how customers reach the office.
  if (!config.publicPhone || !config.publicWhatsapp) {
    app.log.warn('PUBLIC_PHONE or PUBLIC_WHATSAPP not set: the web will not show those contact links');
  }
  // Outside demo mode a bank transfer needs the business's real account: without it nobody pays online.
  const wantsTransfer = config.payments.providers?.includes('transferencia') ?? true;
  if (!config.demoMode && wantsTransfer && !config.payments.bank) {
    app.log.warn(
      'BANK_NAME, BANK_CLABE and BANK_BENEFICIARY not set: bank transfer is not offered' +
        (config.payments.stripe
          ? ''
          : ', so clients cannot pay online until staff record their payments by hand'),
    );
  }
  // The aviso de privacidad must name who is responsible for the data (LFPDPPP): a deployment must say it.
  if (!config.privacy.business) {
    app.log.warn(
      'BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS or PRIVACY_EMAIL not set: the aviso de privacidad cannot name the responsible party',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'closing the server');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
    } catch (error) {
      // Say what failed in one log line and leave with an error code, not an unhandled rejection.
      app.log.error({ err: error }, 'the server did not close cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      demoMode: config.demoMode,
      driver: app.dbHandle.driver,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Trámites MX ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // Known start-up problems (bad configuration, data folder in use) are one clear line, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
