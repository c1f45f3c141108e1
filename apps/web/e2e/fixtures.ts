import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = {
  cliente: 'cliente@demo.mx',
  gestor: 'gestor@demo.mx',
  admin: 'admin@demo.mx',
} as const;

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/**
 * Fills and sends the real sign-up form; the password is confirmed unless `confirmation` says otherwise, and
 * the aviso de privacidad's box is ticked unless `acceptPrivacyNotice` is false.
 */
export async function signUp(
  page: Page,
  account: {
    name: string;
    email: string;
    phone: string;
    role?: 'cliente' | 'gestor';
    confirmation?: string;
    acceptPrivacyNotice?: boolean;
  },
) {
  const password = 'secreto123';
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Teléfono').fill(account.phone);
  if (account.role) {
    await page.getByLabel('Tipo de cuenta').selectOption(account.role);
  }
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(account.confirmation ?? password);
  if (account.acceptPrivacyNotice !== false) {
    await page.getByRole('checkbox', { name: /He leído y acepto el aviso de privacidad/ }).check();
  }
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
}

/**
 * The body of POST /api/auth/register as the web sends it with the aviso's box ticked: accounts made through
 * the API for a browser test have accepted the aviso, so no gate stands between them and the page tested.
 */
export async function acceptedPrivacyNotice(
  request: APIRequestContext,
): Promise<{ privacy_notice_version: string }> {
  const notice = await request.get('/api/privacy/notice');
  expect(notice.ok()).toBe(true);
  return { privacy_notice_version: ((await notice.json()) as { version: string }).version };
}

/** First category id of the public catalogue (the API is the source of truth). */
export async function firstCategoryId(page: Page): Promise<number> {
  const response = await page.request.get('/api/categories');
  expect(response.ok()).toBe(true);
  const categories = (await response.json()) as { id: number }[];
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!.id;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.mx`;

const pendingRequests = new WeakMap<Page, Set<Request>>();

/** The live stream (GET /api/events) stays open as long as a signed-in page does. */
const isLiveStream = (url: string) => new URL(url).pathname === '/api/events';

/**
 * Starts counting the page's requests in flight, but for the live stream. Call it before the page
 * navigates (a `beforeEach`), then `waitForNetworkQuiet` where 'networkidle' was used: Playwright's
 * 'networkidle' never comes on a signed-in page, whose live stream never ends.
 */
export function trackRequests(page: Page): void {
  if (pendingRequests.has(page)) {
    return;
  }
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request.url())) {
      pending.add(request);
    }
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Like 'networkidle' (no request in flight for 500 ms), ignoring the live stream. */
export async function waitForNetworkQuiet(page: Page, quietMs = 500): Promise<void> {
  const pending = pendingRequests.get(page);
  if (!pending) {
    throw new Error('waitForNetworkQuiet: llama a trackRequests(page) antes de navegar');
  }
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) {
          quietSince = Date.now();
        }
        return Date.now() - quietSince;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(quietMs);
}
