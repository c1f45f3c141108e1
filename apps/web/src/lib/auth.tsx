import {
  type AuthResponseSchema,
  MSG,
  type RegisterInput,
  ROLES,
  type Role,
  type SignInStep,
  type User,
} from '@tramites/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import { ApiError, api, onUnauthorized, TOKEN_STORAGE_KEY } from './api-client.ts';
import { useIsHydrated } from './use-is-hydrated.ts';

export const USER_STORAGE_KEY = 'user';

/** The signed-in user as the web knows it; the placeholder temp user has only id, name and role. */
export type SessionUser = Pick<User, 'id' | 'name' | 'role'> &
  Partial<Omit<User, 'id' | 'name' | 'role'>> & { temp?: boolean };

/** Spec section 3: used when the profile cannot be loaded for a reason other than 401/403. */
export const TEMP_USER: SessionUser = { id: 'temp', name: 'Usuario', role: 'cliente', temp: true };

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  token: string | null;
  user: SessionUser | null;
  /** True while the profile is being fetched because no readable user was stored. */
  isChecking: boolean;
}

/** A sign-in the server wants a second step for (issue 23): what to do next, with its challenge. */
export type PendingSignIn = Exclude<SignInStep, AuthResponse>;

/** Signed in, or a second step to go (the login page shows it, then calls `finishSignIn`). */
export type SignInOutcome =
  | { user: SessionUser; pending?: undefined }
  | { user?: undefined; pending: PendingSignIn };

export interface AuthContextValue {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  /** Authenticated only if both token and user exist (spec section 4). */
  isAuthenticated: boolean;
  isLoading: boolean;
  /** For accounts with no second step (the demo pages): a second step is an error here. */
  login: (email: string, password: string) => Promise<SessionUser>;
  /** The login page's sign-in: the session, or the step the server asks for next. */
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  /** Starts the session a second step ended with (`{token, user}`). */
  finishSignIn: (response: AuthResponse) => SessionUser;
  register: (input: RegisterInput) => Promise<SessionUser>;
  /** The profile as the server now stores it (after the user edited it). */
  replaceUser: (user: User) => void;
  /** Ends the session on the server (its token dies everywhere) and here. */
  logout: () => Promise<void>;
  /** True after the server refused the session (ended, expired): the login page says so. */
  sessionExpired: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.includes(value as Role);

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') {
    return false;
  }
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && typeof candidate.name === 'string' && isRole(candidate.role);
}

function readStorage(key: string): string | null {
  if (typeof window === 'undefined') {
    // Prerendering on the server: no session there.
    return null;
  }
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readStoredUser(): SessionUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (!raw) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores a session; the standalone test login uses it before a full reload. */
export function writeSession(token: string, user: SessionUser): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode without storage: the session lives in memory only.
  }
}

function writeUser(user: SessionUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // See writeSession.
  }
}

function removeSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // See writeSession.
  }
}

function readInitialState(): AuthState {
  const token = readStorage(TOKEN_STORAGE_KEY);
  if (!token) {
    return { token: null, user: null, isChecking: false };
  }
  const user = readStoredUser();
  return { token, user, isChecking: user === null };
}

const ANONYMOUS: AuthState = { token: null, user: null, isChecking: false };

/** 401 and 403 from the profile mean the token is no good: the session ends (spec section 4). */
const isSessionRejected = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** POST /api/auth/login and /register answer {token, user}; checked before the session starts. */
type AuthResponse = z.infer<typeof AuthResponseSchema>;

export interface AuthProviderProps {
  children: ReactNode;
  /** Called when the session ends (logout, rejected token), e.g. to drop cached private data. */
  onSessionEnd?: () => void;
}

export function AuthProvider({ children, onSessionEnd }: AuthProviderProps) {
  const [storedState, setState] = useState<AuthState>(readInitialState);
  // The server cannot see the session (it lives in localStorage): a prerendered page is rendered and
  // hydrated signed out, and the header switches to the signed-in user right after hydration.
  const state = useIsHydrated() ? storedState : ANONYMOUS;
  const onSessionEndRef = useRef(onSessionEnd);
  onSessionEndRef.current = onSessionEnd;

  const [sessionExpired, setSessionExpired] = useState(false);
  const clearSession = useCallback(() => {
    removeSession();
    setState(ANONYMOUS);
    onSessionEndRef.current?.();
  }, []);
  // The server refused the token (its session ended or expired): the login page tells the user why.
  const endRejectedSession = useCallback(() => {
    setSessionExpired(true);
    clearSession();
  }, [clearSession]);

  const replaceUser = useCallback((user: User) => {
    writeUser(user);
    setState((current) => (current.token ? { ...current, user } : current));
  }, []);

  const logout = useCallback(async () => {
    // Sent with the token before it is forgotten here; the page signs out at once, whatever the answer
    // (offline, the session already ended on the server).
    const ended = api.post('/auth/logout').catch(() => undefined);
    setSessionExpired(false);
    clearSession();
    await ended;
  }, [clearSession]);

  // On start with a token: load the profile if no readable user was stored, otherwise re-validate it
  // in the background so a deactivated account or an expired token signs the user out.
  const initialToken = useRef(storedState.token);
  useEffect(() => {
    const token = initialToken.current;
    if (!token) {
      return;
    }
    const controller = new AbortController();
    api
      .get<User>('/auth/me', { signal: controller.signal })
      .then((profile) => {
        if (!isSessionUser(profile)) {
          throw new Error('Perfil inválido');
        }
        // Signed out (or in again) while it loaded: this profile is no one's now.
        if (readStorage(TOKEN_STORAGE_KEY) !== token) {
          return;
        }
        writeUser(profile);
        setState((current) =>
          current.token === token ? { token, user: profile, isChecking: false } : current,
        );
      })
      .catch((error: unknown) => {
        if (isAbort(error)) {
          return;
        }
        if (isSessionRejected(error)) {
          // Only if that token is still the current one (the user may have signed in again meanwhile).
          if (readStorage(TOKEN_STORAGE_KEY) === token) {
            endRejectedSession();
          }
          return;
        }
        // Network or server trouble: keep the session; without a user, use the placeholder.
        setState((current) =>
          current.token === token ? { token, user: current.user ?? TEMP_USER, isChecking: false } : current,
        );
      });
    return () => controller.abort();
  }, [endRejectedSession]);

  // Any call with our token answered 401: the session expired or was ended (here or on another device).
  useEffect(
    () =>
      onUnauthorized((rejectedToken) => {
        if (readStorage(TOKEN_STORAGE_KEY) === rejectedToken) {
          endRejectedSession();
        }
      }),
    [endRejectedSession],
  );

  // Keep tabs in step: signing out (or in) in one tab applies to the others.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY && event.key !== null) {
        return;
      }
      const next = readInitialState();
      setState(next.token && next.user ? next : ANONYMOUS);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const startSession = useCallback((response: AuthResponse | null | undefined): SessionUser => {
    if (!response?.token || !isSessionUser(response.user)) {
      throw new Error(MSG.loginIncompleto);
    }
    writeSession(response.token, response.user);
    setState({ token: response.token, user: response.user, isChecking: false });
    setSessionExpired(false);
    return response.user;
  }, []);

  const login = useCallback(
    async (email: string, password: string) =>
      startSession(await api.post<AuthResponse>('/auth/login', { email, password })),
    [startSession],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const response = await api.post<SignInStep>('/auth/login', { email, password });
      if (response && typeof response === 'object' && 'challenge' in response) {
        return { pending: response };
      }
      return { user: startSession(response) };
    },
    [startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      // Only the fields the API takes: confirmPassword is never sent (spec section 5).
      const { name, email, phone, role, password, privacy_notice_version } = input;
      return startSession(
        await api.post<AuthResponse>('/auth/register', {
          name,
          email,
          phone,
          role,
          password,
          privacy_notice_version,
        }),
      );
    },
    [startSession],
  );

  const value = useMemo<AuthContextValue>(() => {
    const isAuthenticated = Boolean(state.token && state.user);
    const status: AuthStatus = state.isChecking ? 'loading' : isAuthenticated ? 'authenticated' : 'anonymous';
    return {
      status,
      token: state.token,
      user: isAuthenticated ? state.user : null,
      isAuthenticated,
      isLoading: status === 'loading',
      login,
      signIn,
      finishSignIn: startSession,
      register,
      replaceUser,
      logout,
      sessionExpired,
    };
  }, [state, login, signIn, startSession, register, replaceUser, logout, sessionExpired]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error('useAuth debe usarse dentro de <AuthProvider>');
  }
  return context;
}
