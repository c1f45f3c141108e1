import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  LIVE_HEARTBEAT_MS,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  SESSION_IDLE_DAYS_DEFAULT,
  SESSION_MAX_DAYS_DEFAULT,
  validateClabe,
} from '@tramites/shared';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'debe ser true/false (o 1/0, on/off, yes/no)',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'debe ser una URL postgres://' }).optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  ),
  SESSION_IDLE_DAYS: z.coerce
    .number({ error: 'debe ser un número' })
    .positive('debe ser mayor que 0')
    .default(SESSION_IDLE_DAYS_DEFAULT),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'debe ser un número' })
    .positive('debe ser mayor que 0')
    .default(SESSION_MAX_DAYS_DEFAULT),
  DEMO_MODE: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' }).optional(),
  ),
  LIVE_HEARTBEAT_MS: z.coerce
    .number({ error: 'debe ser un número' })
    .int()
    .min(10, 'debe ser al menos 10')
    .max(300_000, 'debe ser como mucho 300000')
    .default(LIVE_HEARTBEAT_MS),
  ACTOR_CACHE_TTL_MS: z.coerce
    .number({ error: 'debe ser un número' })
    .int()
    .min(0, 'debe ser 0 (sin caché) o más')
    .max(300_000, 'debe ser como mucho 300000')
    .default(30_000),
  PUBLIC_PHONE: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_WHATSAPP: z.preprocess(emptyToUndefined, z.string().optional()),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  ),
  PAYMENT_PROVIDERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(PAYMENT_PROVIDER_NAMES, { error: 'cada valor debe ser stripe, transferencia o simulado' }),
        ),
      )
      .optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** Only to point the SDK at a local fake Stripe (tests); production talks to api.stripe.com. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  BANK_NAME: z.preprocess(emptyToUndefined, z.string().min(2).optional()),
  BANK_CLABE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .superRefine((value, ctx) => {
        const checked = validateClabe(value);
        if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
      })
      .transform((value) => value.replace(/\s+/g, ''))
      .optional(),
  ),
  BANK_BENEFICIARY: z.preprocess(emptyToUndefined, z.string().min(2).optional()),
  FACTURAPI_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** WhatsApp Business (Cloud API) for the client reminders (issue 27): both set, or neither (channel off). */
  WHATSAPP_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d+$/, 'debe ser el id numérico del número de WhatsApp Business').optional(),
  ),
  /** Only to point the channel at a local fake (tests); production talks to graph.facebook.com. */
  WHATSAPP_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The responsible party the aviso de privacidad names (issue 25, LFPDPPP art. 15). */
  BUSINESS_LEGAL_NAME: z.preprocess(emptyToUndefined, z.string().min(2).optional()),
  BUSINESS_ADDRESS: z.preprocess(emptyToUndefined, z.string().min(5).optional()),
  PRIVACY_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ error: 'debe ser un correo electrónico' }).optional(),
  ),
  /** Days the document files of a completed or cancelled request are kept before the purge. */
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_DOCUMENT_RETENTION_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_SSR_ENTRY: z.preprocess(emptyToUndefined, z.string().optional()),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded PGlite database in DATA_DIR/db ('memory' in tests). */
  databaseUrl: string | undefined;
  /** Embedded database location: a folder, or 'memory' for a throw-away database. */
  embeddedDb: 'memory' | string;
  jwtSecret: string;
  /** Sessions end after this many idle days, and any session after the max (issue 23). */
  session: { idleDays: number; maxDays: number };
  demoMode: boolean;
  storage: {
    driver: 'local' | 's3';
    s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  };
  /** Unset: emails are written to the log instead of sent. Holds credentials: never logged. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  smtpFrom: string;
  /** Where the web app is reached from outside (links in emails), without a trailing slash. */
  publicUrl: string;
  /** Interval of the `: ping` comment on every open event stream (and of the presence refresh). */
  liveHeartbeatMs: number;
  /**
   * Signed-in accounts kept in memory so authentication reads no row per request: an account change drops
   * its entry on every instance at once; this TTL bounds a change no event announced (0: read every time).
   */
  actorCacheTtlMs: number;
  /** Most accounts that cache holds (the least recently used go first). */
  actorCacheMaxEntries: number;
  /** Email outbox: first retry after this, doubling per attempt (capped at an hour). */
  emailRetryBaseMs: number;
  /** Email outbox: attempts before an email is marked failed. */
  emailMaxAttempts: number;
  /** Email outbox: how often each instance looks for due emails besides being woken by a notification. */
  emailPollMs: number;
  /** How clients pay (issue 24); the offered list is resolved with demo mode when the app is built. */
  payments: PaymentsConfig;
  publicPhone: string | undefined;
  publicWhatsapp: string | undefined;
  /** The client reminders' WhatsApp channel (issue 27); unset: reminders go by notification and e-mail only. */
  whatsapp?: WhatsAppConfig;
  /** The aviso de privacidad's responsible party and the document retention period (issue 25). */
  privacy: PrivacyConfig;
  authRateLimit: number;
  /** Bearer token for /api/metrics (Prometheus); admins may read it with their session too. */
  metricsToken: string | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** The web's prerenderer of the public pages; by default `dist-ssr/entry-server.js` beside the web build. */
  webSsrEntry: string | undefined;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDERS in the order offered; unset: Stripe when configured, then transfer (and the demo's simulation). */
  providers: PaymentProviderName[] | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /** The business's account for bank transfers; demo mode shows plainly fictitious data when unset. */
  bank: { name: string; clabe: string; beneficiary: string } | undefined;
  facturapiKey: string | undefined;
}

export interface WhatsAppConfig {
  /** A system user's permanent token of the WhatsApp Business account. Holds credentials: never logged. */
  token: string;
  phoneNumberId: string;
  /** The Graph API's base, with its version. */
  apiUrl: string;
}

export interface PrivacyConfig {
  /** Unset outside demo mode: the server starts with a warning and the aviso says the data is pending. */
  business: { legalName: string; address: string; email: string } | undefined;
  documentRetentionDays: number;
}

export class ConfigError extends Error {}

/** The responsible party of demo mode when none is configured: plainly fictitious. */
export const DEMO_BUSINESS = {
  legalName: 'Gestoría de demostración, S.A. de C.V. (datos ficticios)',
  address: 'Calle Ficticia 123, Col. Centro, 06000, Ciudad de México',
  email: 'privacidad@demo.invalid',
} as const;

/** Bank data of demo mode when none is configured: a valid CLABE of an obviously fictitious account. */
export const DEMO_BANK = {
  name: 'Banco de demostración',
  clabe: '002180000000000009',
  beneficiary: 'Gestoría de demostración (datos ficticios)',
} as const;

/** Contact numbers of demo mode when none are configured: obviously fictitious. */
export const DEMO_PUBLIC_PHONE = '5500000000';
export const DEMO_PUBLIC_WHATSAPP = '5215500000000';

/** Parses the environment once at start-up; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (vars.NODE_ENV === 'production' && !vars.JWT_SECRET) {
    throw new ConfigError('Configuración inválida:\n  - JWT_SECRET: es obligatorio con NODE_ENV=production');
  }
  const demoMode = vars.DEMO_MODE ?? !vars.DATABASE_URL;
  const payments = paymentsConfig(vars, demoMode);
  if (!vars.WHATSAPP_TOKEN !== !vars.WHATSAPP_PHONE_NUMBER_ID) {
    throw new ConfigError(
      'Configuración inválida:\n  - WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: van juntos (o ninguno: sin WhatsApp)',
    );
  }
  let s3: AppConfig['storage']['s3'];
  if (vars.STORAGE_DRIVER === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !vars[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Configuración inválida:\n${missing.map((name) => `  - ${name}: es obligatorio con STORAGE_DRIVER=s3`).join('\n')}`,
      );
    }
    s3 = {
      endpoint: vars.S3_ENDPOINT!,
      bucket: vars.S3_BUCKET!,
      region: vars.S3_REGION!,
      accessKeyId: vars.S3_ACCESS_KEY_ID!,
      secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
    };
  }
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    embeddedDb: path.join(dataDir, 'db'),
    jwtSecret: vars.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    session: { idleDays: vars.SESSION_IDLE_DAYS, maxDays: vars.SESSION_MAX_DAYS },
    demoMode,
    storage: { driver: vars.STORAGE_DRIVER, s3 },
    smtpUrl: vars.SMTP_URL,
    smtpFrom: vars.SMTP_FROM ?? 'Trámites MX <no-reply@tramites.mx>',
    publicUrl: (vars.PUBLIC_URL ?? `http://${publicHost(vars.HOST)}:${vars.PORT}`).replace(/\/+$/, ''),
    liveHeartbeatMs: vars.LIVE_HEARTBEAT_MS,
    actorCacheTtlMs: vars.ACTOR_CACHE_TTL_MS,
    actorCacheMaxEntries: 10_000,
    emailRetryBaseMs: 30_000,
    emailMaxAttempts: 6,
    emailPollMs: 10_000,
    // Demo mode shows every screen complete, with numbers that are plainly not real.
    payments,
    publicPhone: vars.PUBLIC_PHONE ?? (demoMode ? DEMO_PUBLIC_PHONE : undefined),
    publicWhatsapp: vars.PUBLIC_WHATSAPP ?? (demoMode ? DEMO_PUBLIC_WHATSAPP : undefined),
    whatsapp:
      vars.WHATSAPP_TOKEN && vars.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: vars.WHATSAPP_TOKEN,
            phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: (vars.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
          }
        : undefined,
    privacy: {
      business:
        vars.BUSINESS_LEGAL_NAME && vars.BUSINESS_ADDRESS && vars.PRIVACY_EMAIL
          ? { legalName: vars.BUSINESS_LEGAL_NAME, address: vars.BUSINESS_ADDRESS, email: vars.PRIVACY_EMAIL }
          : demoMode
            ? DEMO_BUSINESS
            : undefined,
      documentRetentionDays: vars.DOCUMENT_RETENTION_DAYS,
    },
    authRateLimit: vars.AUTH_RATE_LIMIT,
    metricsToken: vars.METRICS_TOKEN,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR,
    webSsrEntry: vars.WEB_SSR_ENTRY,
  };
}

/** Payment settings: every provider named must be configured, and a stripe key needs its webhook secret. */
function paymentsConfig(vars: z.output<typeof EnvSchema>, demoMode: boolean): PaymentsConfig {
  const problems: string[] = [];
  if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_WEBHOOK_SECRET) {
    problems.push('  - STRIPE_WEBHOOK_SECRET: es obligatorio con STRIPE_SECRET_KEY (verifica los webhooks)');
  }
  if (vars.PAYMENT_PROVIDERS?.includes('stripe') && !vars.STRIPE_SECRET_KEY) {
    problems.push('  - STRIPE_SECRET_KEY: es obligatorio cuando PAYMENT_PROVIDERS incluye stripe');
  }
  if (vars.PAYMENT_PROVIDERS?.includes('simulado') && !demoMode) {
    problems.push('  - PAYMENT_PROVIDERS: simulado solo existe en modo demo');
  }
  const bankVars = ['BANK_NAME', 'BANK_CLABE', 'BANK_BENEFICIARY'] as const;
  const bankSet = bankVars.filter((name) => vars[name]);
  if (bankSet.length > 0 && bankSet.length < bankVars.length) {
    for (const name of bankVars.filter((name) => !vars[name])) {
      problems.push(
        `  - ${name}: los datos bancarios van completos (BANK_NAME, BANK_CLABE, BANK_BENEFICIARY)`,
      );
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Configuración inválida:\n${problems.join('\n')}`);
  }
  return {
    providers: vars.PAYMENT_PROVIDERS as PaymentProviderName[] | undefined,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            apiUrl: vars.STRIPE_API_URL,
          }
        : undefined,
    bank:
      vars.BANK_NAME && vars.BANK_CLABE && vars.BANK_BENEFICIARY
        ? { name: vars.BANK_NAME, clabe: vars.BANK_CLABE, beneficiary: vars.BANK_BENEFICIARY }
        : undefined,
    facturapiKey: vars.FACTURAPI_KEY,
  };
}

/** A server listening on every interface is still reached as localhost from this machine. */
const publicHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
