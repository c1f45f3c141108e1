import { Wifi } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTestConnection } from '../api/test-connection.ts';

export function ConnectionTestCard() {
  const mutation = useTestConnection();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Prueba de conectividad</CardTitle>
        <CardDescription>GET /api/test/connection</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          variant="outline"
          onClick={() => mutation.mutate()}
          isLoading={mutation.isPending}
          leftIcon={<Wifi className="size-4" aria-hidden="true" />}
        >
          Probar conexión
        </Button>
        {mutation.isError ? (
          <Alert tone="error">{`❌ Error: ${errorMessage(mutation.error, 'Error')}`}</Alert>
        ) : null}
        {mutation.isSuccess ? (
          <Alert tone="success" title={mutation.data.message}>
            Hora del servidor: {formatDateTime(mutation.data.server_time)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
