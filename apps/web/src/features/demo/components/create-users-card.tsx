import { UserPlus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateTestUsers } from '../api/create-test-users.ts';

export function CreateUsersCard() {
  const mutation = useCreateTestUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usuarios de prueba</CardTitle>
        <CardDescription>Crea (si faltan) las tres cuentas de demostración.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          onClick={() => mutation.mutate()}
          isLoading={mutation.isPending}
          leftIcon={<UserPlus className="size-4" aria-hidden="true" />}
        >
          Crear usuarios de prueba
        </Button>
        {mutation.isError ? (
          <Alert tone="error">{`❌ Error: ${errorMessage(mutation.error, 'Error')}`}</Alert>
        ) : null}
        {mutation.isSuccess ? (
          <pre className="max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 text-slate-100 text-xs">
            {JSON.stringify(mutation.data, null, 2)}
          </pre>
        ) : null}
      </CardContent>
    </Card>
  );
}
