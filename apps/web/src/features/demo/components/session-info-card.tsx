import { RoleBadge } from '../../../components/role-badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth.tsx';

/** What the auth context holds right now (the token itself is not shown). */
export function SessionInfoCard() {
  const { user, token, status } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sesión</CardTitle>
        <CardDescription>
          Estado:{' '}
          {status === 'authenticated' ? 'con sesión' : status === 'loading' ? 'verificando' : 'sin sesión'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {user ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{user.name}</span>
              <RoleBadge role={user.role} />
              {user.temp ? <span className="text-amber-700">(usuario temporal)</span> : null}
            </p>
            <pre className="max-h-56 overflow-auto rounded-lg bg-slate-900 p-3 text-slate-100 text-xs">
              {JSON.stringify(user, null, 2)}
            </pre>
          </>
        ) : (
          <p className="text-slate-600">Sin usuario.</p>
        )}
        <p className="text-slate-600">Token guardado: {token ? 'sí' : 'no'}</p>
      </CardContent>
    </Card>
  );
}
