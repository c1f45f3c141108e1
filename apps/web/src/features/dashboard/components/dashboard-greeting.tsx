/** The first word of the name: "¡Hola, María!" reads warmer than the full name with surnames. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * A user is new when their account was opened in the last day, or (a client) has no request yet;
 * undefined while their requests load.
 */
export function isNewUser(
  createdAt: string | undefined,
  hasRequests: boolean | undefined,
  now: number = Date.now(),
): boolean | undefined {
  const opened = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (!Number.isNaN(opened) && now - opened < NEW_ACCOUNT_MS) {
    return true;
  }
  return hasRequests === undefined ? undefined : !hasRequests;
}

/**
 * Whether the user has been here before is known from their requests: a client without any is new and is
 * welcomed, never "de nuevo". No gendered word ("Bienvenido/a"): the greeting is "¡Hola, {nombre}!".
 */
export function greetingLine(isNew: boolean | undefined): string | null {
  if (isNew === undefined) {
    return null;
  }
  return isNew ? 'Te damos la bienvenida a Trámites MX.' : 'Qué gusto verte de nuevo.';
}

export function DashboardGreeting({ name, isNew }: { name: string; isNew: boolean | undefined }) {
  const line = greetingLine(isNew);
  return (
    <div>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">¡Hola, {firstNameOf(name)}!</h1>
      {/* Reserved while the requests load, so the header does not jump. */}
      <p className="min-h-5 text-slate-600 text-sm">{line}</p>
    </div>
  );
}
