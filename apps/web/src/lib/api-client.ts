import { type ErrorCode, isErrorCode, REQUEST_TIMEOUT_MS } from '@tramites/shared';

/** Where the session token lives (spec sections 4 and 6). The auth context owns writing it. */
export const TOKEN_STORAGE_KEY = 'token';
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Verifica tu conexión a internet.';
export const TIMEOUT_ERROR_MESSAGE = 'El servidor tardó demasiado en responder. Intenta de nuevo.';

/**
 * What `ApiError.code` may hold: the server's codes (one list in @tramites/shared) plus three the client
 * sets itself when no answer, or no readable answer, came back.
 */
export type ApiErrorCode = ErrorCode | 'network' | 'timeout' | 'bad_json';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failed call ends here: `status` 0 means the server was not reached (network or timeout),
 * otherwise it is the HTTP status with the server's Spanish `detail` and, for 422, the field errors.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: ApiErrorCode | undefined;
  readonly errors: FieldError[];
  /** False when the server sent no `detail` and the text is our generic fallback. */
  readonly hasServerDetail: boolean;

  constructor(params: {
    status: number;
    detail: string;
    code?: ApiErrorCode;
    errors?: FieldError[];
    hasServerDetail?: boolean;
  }) {
    super(params.detail);
    this.name = 'ApiError';
    this.status = params.status;
    this.detail = params.detail;
    this.code = params.code;
    this.errors = params.errors ?? [];
    this.hasServerDetail = params.hasServerDetail ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isTimeout(): boolean {
    return this.code === 'timeout';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Cancels the call (React Query passes one); an abort is rethrown as is, not as ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** False for a caller with its own retry rule (the spec's catalogue fetch): a 503 is not sent again here. */
  retryOn503?: boolean;
  /** The call outlives the page (fetch `keepalive`): a review held for undo is still sent on `pagehide`. */
  keepalive?: boolean;
}

type UnauthorizedListener = (rejectedToken: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the auth context hear about a 401 on a call that carried a token (expired or revoked session).
 * The client only reports it; what to do with the session is the auth context's rule.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function fallbackDetail(status: number): string {
  if (status >= 500) {
    return 'Error del servidor. Intenta de nuevo más tarde.';
  }
  return `La solicitud no se pudo completar (código ${status}).`;
}

export function parseBody(text: string): unknown {
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const payload = (body && typeof body === 'object' ? body : {}) as {
    detail?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  const hasServerDetail = typeof payload.detail === 'string' && payload.detail !== '';
  const detail = hasServerDetail ? (payload.detail as string) : fallbackDetail(status);
  const errors = Array.isArray(payload.errors)
    ? payload.errors.filter(
        (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
      )
    : [];
  return new ApiError({
    status,
    detail,
    code: isErrorCode(payload.code) ? payload.code : undefined,
    errors,
    hasServerDetail,
  });
}

export type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export function notifyUnauthorized(status: number, token: string | null): void {
  if (status === 401 && token) {
    reportUnauthorized(token);
  }
}

/**
 * A call made outside this client (the live stream) was answered 401 with `token`: the listeners hear
 * it like any other rejected call.
 */
export function reportUnauthorized(token: string): void {
  for (const listener of unauthorizedListeners) {
    listener(token);
  }
}

/** The longest wait before retrying a 503, whatever `Retry-After` asks (a person is waiting). */
export const MAX_RETRY_WAIT_MS = 3_000;

/**
 * A 503 means the database was briefly unreachable (a restart): the same call soon succeeds, so it is
 * sent once more after `Retry-After`. For methods that may safely run twice (GET, PUT, DELETE), and for
 * any call the server marks `X-Not-Applied` (it failed at the token check, before changing anything).
 * Otherwise the connection may have dropped after a commit, and a repeated POST would create a second
 * message, request or payment: it shows the server's "intenta de nuevo" instead, for the person to decide.
 */
const RETRIED_ON_503 = new Set(['GET', 'PUT', 'DELETE']);

const mayRetry = (response: Response, method: string) =>
  response.status === 503 && (RETRIED_ON_503.has(method) || response.headers.get('X-Not-Applied') === '1');

function retryWaitMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1000;
}

/** Resolves after `ms`, or rejects at once with the abort reason when `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends a call (base `/api`, Bearer token, timeout) and returns the raw response (also for
 * `file-transfer.ts`, kept apart so the first load does not carry downloads and uploads); network trouble,
 * timeouts and non-2xx answers all become an ApiError here, so every caller handles errors one way.
 */
export async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = readToken();
  const response = await sendOnce(path, options, token);
  if (options.retryOn503 !== false && mayRetry(response, options.method ?? 'GET')) {
    await response.body?.cancel().catch(() => undefined);
    await wait(retryWaitMs(response), options.signal);
    return checked(await sendOnce(path, options, token), token);
  }
  return checked(response, token);
}

/** A non-2xx answer as an ApiError (a 401 on a call with a token is reported to the listeners). */
async function checked(response: Response, token: string | null): Promise<Response> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    notifyUnauthorized(response.status, token);
    throw toApiError(response.status, parseBody(text));
  }
  return response;
}

/** One attempt: any HTTP answer is returned as is; network trouble and timeouts become an ApiError. */
async function sendOnce(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, detail: TIMEOUT_ERROR_MESSAGE, code: 'timeout' });
    }
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_MESSAGE, code: 'network' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  return response;
}

/** The one way the web talks to the API: base `/api`, Bearer token, 10 s timeout, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text().catch(() => '');
  const data = parseBody(text);
  if (data === undefined) {
    throw new ApiError({
      status: response.status,
      detail: 'Respuesta del servidor no válida.',
      code: 'bad_json',
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The Spanish text to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    return error.detail;
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}
