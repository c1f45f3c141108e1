import {
  ApiError,
  type BodylessOptions,
  buildUrl,
  NETWORK_ERROR_MESSAGE,
  notifyUnauthorized,
  parseBody,
  type RequestOptions,
  readToken,
  send,
  TIMEOUT_ERROR_MESSAGE,
  toApiError,
} from './api-client.ts';

/*
 * Downloads and uploads through the API client's rules (token, timeout, ApiError, the 401 report), in a
 * module of their own: only the pages with documents load it.
 */

/** Files take longer than JSON: a download or upload may run this long before it is given up. */
export const FILE_TRANSFER_TIMEOUT_MS = 120_000;

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (`filename*` first), or null when the server gave none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` wins over `filename`). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/**
 * GET a protected file as a Blob. Downloads need the Authorization header, so a plain `<a href>`
 * cannot fetch them; errors are the same ApiError as any other call.
 */
export async function apiBlob(path: string, options: BodylessOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, {
    timeoutMs: FILE_TRANSFER_TIMEOUT_MS,
    ...options,
    method: 'GET',
    headers: { Accept: '*/*', ...options.headers },
  });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (options.signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_MESSAGE, code: 'network' });
  }
  return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down; 100 only once the server answered. */
  percent: number;
}

export interface UploadOptions {
  query?: RequestOptions['query'];
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  timeoutMs?: number;
}

/**
 * POST a multipart form with upload progress. fetch() reports no upload progress, so this is the one
 * place that uses XMLHttpRequest; token, errors and the 401 report are the same as every other call.
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { query, signal, onProgress, timeoutMs = FILE_TRANSFER_TIMEOUT_MS } = options;
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('La subida se canceló', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    xhr.timeout = timeoutMs;
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        // Hold at 99% until the server has stored and answered.
        const percent = Math.min(99, Math.floor((event.loaded / event.total) * 100));
        onProgress?.({ loaded: event.loaded, total: event.total, percent });
      }
    };
    xhr.onload = () => {
      done();
      const data = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        notifyUnauthorized(xhr.status, token);
        reject(toApiError(xhr.status, data));
        return;
      }
      if (data === undefined) {
        reject(
          new ApiError({ status: xhr.status, detail: 'Respuesta del servidor no válida.', code: 'bad_json' }),
        );
        return;
      }
      onProgress?.({ loaded: 1, total: 1, percent: 100 });
      resolve(data as T);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, detail: NETWORK_ERROR_MESSAGE, code: 'network' }));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError({ status: 0, detail: TIMEOUT_ERROR_MESSAGE, code: 'timeout' }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('La subida se canceló', 'AbortError'));
    };
    xhr.send(form);
  });
}
