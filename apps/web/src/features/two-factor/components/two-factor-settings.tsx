import { useQueryClient } from '@tanstack/react-query';
import { TwoFactorCodeSchema } from '@tramites/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { twoFactorKeys, useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';
import { VerificationCodeField } from './verification-code-field.tsx';

const DisableFormSchema = z.object({ code: TwoFactorCodeSchema });

/**
 * "Verificación en dos pasos" on /cuenta: clients turn it on (QR, first code, recovery codes) and off with
 * a code; staff see it is on and that only an admin can reset it; demo accounts in demo mode do not use it.
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<'idle' | 'enrolling' | { codes: string[] }>('idle');
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });

  return (
    <SectionCard icon={ShieldCheck} title="Verificación en dos pasos">
      {status.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {status.isError ? <QueryError error={status.error} title="No se pudo cargar la verificación" /> : null}
      {status.data ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-slate-700 text-sm">
            {status.data.enabled
              ? 'Al iniciar sesión, además de tu contraseña, te pedimos un código de tu teléfono.'
              : 'Actívala y, al iniciar sesión, te pediremos además de tu contraseña un código de tu teléfono.'}
            {status.data.enabled ? (
              <Badge tone="success">Activa</Badge>
            ) : (
              <Badge tone="neutral">Inactiva</Badge>
            )}
          </p>
          {typeof stage === 'object' ? (
            <RecoveryCodesPanel
              codes={stage.codes}
              doneLabel="Listo"
              onDone={() => {
                setStage('idle');
                void refresh();
              }}
            />
          ) : stage === 'enrolling' ? (
            <>
              <TwoFactorEnrolment
                onEnabled={({ recovery_codes }) => {
                  notifySuccess('Verificación en dos pasos activada');
                  setStage({ codes: recovery_codes });
                }}
              />
              <Button variant="ghost" onClick={() => setStage('idle')}>
                Cancelar
              </Button>
            </>
          ) : status.data.enabled ? (
            status.data.can_disable ? (
              <DisableTwoFactorForm />
            ) : (
              <p className="text-slate-600 text-sm">
                Es obligatoria para el personal. Si pierdes tu teléfono y tus códigos de recuperación, pide a
                un administrador que la restablezca.
              </p>
            )
          ) : status.data.can_enable ? (
            <Button onClick={() => setStage('enrolling')}>Activar verificación en dos pasos</Button>
          ) : (
            <p className="text-slate-600 text-sm">
              Las cuentas demo entran solo con su contraseña para que la demostración siga abierta.
            </p>
          )}
        </>
      ) : null}
    </SectionCard>
  );
}

function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const { form, onSubmit, submitError } = useServerForm({
    schema: DisableFormSchema,
    defaultValues: { code: '' },
    errorTitle: 'No se pudo desactivar la verificación',
    serverFields: ['code'],
    onSubmit: async ({ code }) => {
      await disable.mutateAsync(code);
      notifySuccess('Verificación en dos pasos desactivada');
    },
  });
  const codeError = form.formState.errors.code;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-slate-600 text-sm">Para desactivarla, escribe un código actual de tu app.</p>
      {submitError && !codeError ? <Alert tone="error">{submitError}</Alert> : null}
      <VerificationCodeField
        kind="any"
        registration={form.register('code')}
        error={codeError}
        className="sm:max-w-48"
      />
      <Button type="submit" variant="danger" isLoading={form.formState.isSubmitting}>
        Desactivar verificación
      </Button>
    </form>
  );
}
