import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { ENDPOINT_CHECKS } from '../demo-accounts.ts';

type CheckResult = { ok: boolean; text: string; ms: number };

/** Calls a few read-only endpoints and shows status and time for each. */
export function EndpointChecksCard() {
  const [results, setResults] = useState<Record<string, CheckResult>>({});
  const [isRunning, setRunning] = useState(false);

  const runChecks = async () => {
    setRunning(true);
    const entries = await Promise.all(
      ENDPOINT_CHECKS.map(async ({ path }) => {
        const started = performance.now();
        try {
          await api.get(path);
          return [path, { ok: true, text: 'OK', ms: performance.now() - started }] as const;
        } catch (error) {
          const text = isApiError(error) ? `${error.status || 'sin red'} · ${error.detail}` : String(error);
          return [path, { ok: false, text, ms: performance.now() - started }] as const;
        }
      }),
    );
    setResults(Object.fromEntries(entries));
    setRunning(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Endpoints</CardTitle>
        <CardDescription>Estado de las rutas principales de la API.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button variant="outline" onClick={() => void runChecks()} isLoading={isRunning}>
          Probar endpoints
        </Button>
        <ul className="divide-y divide-slate-100 text-sm">
          {ENDPOINT_CHECKS.map(({ label, path }) => {
            const result = results[path];
            return (
              <li key={path} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {label} <code className="text-slate-500 text-xs">/api{path}</code>
                </span>
                {result ? (
                  <Badge tone={result.ok ? 'success' : 'danger'} title={result.text}>
                    {result.ok ? 'OK' : 'Error'} · {Math.round(result.ms)} ms
                  </Badge>
                ) : (
                  <Badge>Sin probar</Badge>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
