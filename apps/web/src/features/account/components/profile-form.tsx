import { ProfileUpdateSchema } from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Name and phone, with the spec's rules (the e-mail has its own section: changing it needs a link). */
export function ProfileForm() {
  const id = useId();
  const { user, replaceUser } = useAuth();
  const update = useUpdateProfile();
  const { form, onSubmit, submitError } = useServerForm({
    schema: ProfileUpdateSchema,
    defaultValues: { name: user?.name ?? '', phone: user?.phone ?? '' },
    serverFields: ['name', 'phone'],
    errorTitle: 'No se pudieron guardar tus datos',
    onSubmit: async (values) => {
      const saved = await update.mutateAsync(values);
      replaceUser(saved);
      form.reset({ name: saved.name, phone: saved.phone ?? '' });
      notifySuccess('Datos guardados');
    },
  });
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const nameId = `${id}-name`;
  const phoneId = `${id}-phone`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Perfil">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={nameId} label="Nombre completo" required error={errors.name?.message}>
          <Input
            autoComplete="name"
            required
            {...fieldControl(nameId, { error: errors.name })}
            {...register('name')}
          />
        </Field>
        <Field id={phoneId} label="Teléfono" required hint="10 dígitos" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...fieldControl(phoneId, { error: errors.phone, hint: true })}
            {...register('phone')}
          />
        </Field>
      </div>
      <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
        {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </form>
  );
}
