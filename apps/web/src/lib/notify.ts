import { toast } from 'sonner';
import { errorMessage } from './api-client.ts';
import { requestNotificationsHost } from './notifications-host.tsx';

/*
 * The one way the web tells people how a change went, and the one way components run a mutation.
 *
 * Toasts: the title says what happened ('Pago de $1,350.00 registrado', 'Error subiendo documento');
 * a failure's description is the reason, in the server's words (`detail`) when it sent one. Titles
 * never embed the server's reason ('Error: detalle'), so every toast reads the same way.
 *
 * Mutations: the hook in `features/<feature>/api` does the cache work only: its `onSuccess` returns the
 * invalidation of the lists it changes, so `isPending` lasts until they are fresh (`onSettled` where a
 * failure also means a list is stale, as with reviews). A component awaits
 * `mutation.mutateAsync(variables)` in a try/catch (a form: inside `handleSubmit`) and reports with
 * `notifySuccess` / `notifyError`. No callbacks are passed to the hook or to `mutate()`: the awaited
 * promise settles even when the component unmounted meanwhile (a reviewed row that left its list),
 * where `mutate()`'s callbacks would silently never run.
 */

export interface NotifyOptions {
  /** The reason or the detail under the title. */
  description?: string;
  /** Replaces a toast with the same id instead of stacking another (e.g. one load error per page). */
  id?: string;
  /** One button on the toast ('Ver solicitud'). */
  action?: { label: string; onClick: () => void };
}

const toastOptions = ({ description, id, action }: NotifyOptions) =>
  description || id || action
    ? { ...(description ? { description } : {}), ...(id ? { id } : {}), ...(action ? { action } : {}) }
    : undefined;

function show(
  kind: 'success' | 'error' | 'info' | 'warning',
  title: string,
  options: NotifyOptions = {},
): void {
  requestNotificationsHost();
  const extra = toastOptions(options);
  if (extra) {
    toast[kind](title, extra);
  } else {
    toast[kind](title);
  }
}

/** What went well: 'Pago de $1,350.00 registrado'. */
export function notifySuccess(title: string, options?: NotifyOptions): void {
  show('success', title, options);
}

/**
 * A failure: what failed as the title and, when an error is given, its reason as the description
 * (the server's `detail`, else `fallback`).
 */
export function notifyError(
  title: string,
  error?: unknown,
  options: NotifyOptions & { fallback?: string } = {},
): void {
  const { fallback = 'Intenta de nuevo.', ...rest } = options;
  show('error', title, {
    ...rest,
    description: rest.description ?? (error === undefined ? undefined : errorMessage(error, fallback)),
  });
}

/** News that is neither a success nor a failure: 'Subida cancelada', 'Documentos actualizados: 4'. */
export function notifyInfo(title: string, options?: NotifyOptions): void {
  show('info', title, options);
}

/** Something that needs the user's attention without having failed: 'Tu cotización vence mañana'. */
export function notifyWarning(title: string, options?: NotifyOptions): void {
  show('warning', title, options);
}
