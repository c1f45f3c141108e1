import { type AuthResponseSchema, TwoFactorCodeSchema } from '@tramites/shared';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { verifySignInCode } from '../api/sign-in-steps.ts';
import { VerificationCodeField } from './verification-code-field.tsx';

const CodeFormSchema = z.object({ code: TwoFactorCodeSchema });

/** The code after the password: the 6 digits of the app, or one of the recovery codes. */
export function SignInCodeStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: (response: z.infer<typeof AuthResponseSchema>) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const { form, onSubmit, submitError } = useServerForm({
    schema: CodeFormSchema,
    defaultValues: { code: '' },
    errorTitle: 'No se pudo verificar el código',
    serverFields: ['code'],
    onSubmit: async ({ code }) => {
      onSignedIn(await verifySignInCode({ challenge, code }));
    },
  });
  const codeError = form.formState.errors.code;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-slate-600 text-sm">
        {useRecovery
          ? 'Escribe uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.'
          : 'Escribe el código de 6 dígitos que muestra tu app de autenticación.'}
      </p>
      {submitError && !codeError ? <Alert tone="error">{submitError}</Alert> : null}
      <VerificationCodeField
        kind={useRecovery ? 'recovery' : 'app'}
        registration={form.register('code')}
        error={codeError}
        // The only field of the step that follows the password: the cursor waits there.
        autoFocus
      />
      <Button type="submit" fullWidth size="lg" isLoading={form.formState.isSubmitting}>
        Verificar
      </Button>
      <button
        type="button"
        className="w-full text-center font-medium text-brand-700 text-sm hover:underline"
        onClick={() => {
          setUseRecovery((value) => !value);
          form.reset({ code: '' });
        }}
      >
        {useRecovery ? 'Usar el código de mi app' : 'Usar un código de recuperación'}
      </button>
    </form>
  );
}
