import {
  regimenesFor,
  rfcTipoOf,
  type TaxProfile,
  type TaxProfileInput,
  TaxProfileInputSchema,
  usosFor,
} from '@tramites/shared';
import { useEffect, useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useSaveTaxProfile, useTaxProfile } from '../api/tax-profile.ts';

const TIPO_HINTS = {
  fisica: 'Persona física (RFC de 13 caracteres)',
  moral: 'Persona moral (RFC de 12 caracteres)',
} as const;

const FIELDS = ['rfc', 'razon_social', 'regimen_fiscal', 'uso_cfdi', 'codigo_postal'] as const;

const valuesOf = (profile: TaxProfile | null): TaxProfileInput => ({
  rfc: profile?.rfc ?? '',
  razon_social: profile?.razon_social ?? '',
  regimen_fiscal: profile?.regimen_fiscal ?? '',
  uso_cfdi: profile?.uso_cfdi ?? '',
  codigo_postal: profile?.codigo_postal ?? '',
});

/**
 * "Datos de facturación" on /cuenta: the receiver of the client's facturas (CFDI 4.0), as on their Constancia
 * de Situación Fiscal. The régimen list follows the RFC (persona física or moral) and the uso list the régimen,
 * as the SAT's catalogues allow; the server checks the same shared schema.
 */
export function TaxProfileForm({ profile }: { profile: TaxProfile | null }) {
  const id = useId();
  const save = useSaveTaxProfile();
  const { form, onSubmit, submitError } = useServerForm({
    schema: TaxProfileInputSchema,
    defaultValues: valuesOf(profile),
    serverFields: FIELDS,
    errorTitle: 'No se pudieron guardar tus datos de facturación',
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      notifySuccess('Datos de facturación guardados');
    },
  });
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const tipo = rfcTipoOf(watch('rfc') ?? '');
  const regimen = watch('regimen_fiscal') ?? '';
  const regimenes = regimenesFor(tipo);
  const usos = usosFor(regimen || null, tipo);

  // A choice the new RFC or régimen no longer allows is cleared, so the form never sends a hidden value.
  useEffect(() => {
    if (regimen && !regimenes.some((option) => option.code === regimen)) {
      setValue('regimen_fiscal', '', { shouldDirty: true });
    }
    const uso = getValues('uso_cfdi');
    if (uso && !usos.some((option) => option.code === uso)) {
      setValue('uso_cfdi', '', { shouldDirty: true });
    }
  }, [regimen, regimenes, usos, setValue, getValues]);

  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${id}-${field}`])) as Record<
    (typeof FIELDS)[number],
    string
  >;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Datos de facturación">
      <p className="text-slate-600 text-sm">
        Con estos datos emitimos tus facturas (CFDI 4.0). Deben coincidir con tu Constancia de Situación
        Fiscal.
      </p>
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={ids.rfc}
          label="RFC"
          required
          hint={tipo ? TIPO_HINTS[tipo] : '12 caracteres (persona moral) o 13 (persona física)'}
          error={errors.rfc?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={13}
            className="uppercase"
            required
            {...fieldControl(ids.rfc, { error: errors.rfc, hint: true })}
            {...register('rfc')}
          />
        </Field>
        <Field
          id={ids.codigo_postal}
          label="Código postal"
          required
          hint="El de tu domicilio fiscal"
          error={errors.codigo_postal?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            {...fieldControl(ids.codigo_postal, { error: errors.codigo_postal, hint: true })}
            {...register('codigo_postal')}
          />
        </Field>
        <Field
          id={ids.razon_social}
          label="Nombre o razón social"
          required
          hint="Exactamente como en tu Constancia, sin el régimen de capital (por ejemplo, sin «SA DE CV»)"
          error={errors.razon_social?.message}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="organization"
            className="uppercase"
            required
            {...fieldControl(ids.razon_social, { error: errors.razon_social, hint: true })}
            {...register('razon_social')}
          />
        </Field>
        <Field
          id={ids.regimen_fiscal}
          label="Régimen fiscal"
          required
          error={errors.regimen_fiscal?.message}
          className="sm:col-span-2"
        >
          <Select
            required
            {...fieldControl(ids.regimen_fiscal, { error: errors.regimen_fiscal })}
            {...register('regimen_fiscal')}
          >
            <option value="">Selecciona tu régimen fiscal</option>
            {regimenes.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} · {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={ids.uso_cfdi}
          label="Uso del CFDI"
          required
          hint={regimen ? undefined : 'Elige primero tu régimen fiscal'}
          error={errors.uso_cfdi?.message}
          className="sm:col-span-2"
        >
          <Select
            required
            disabled={!regimen}
            {...fieldControl(ids.uso_cfdi, { error: errors.uso_cfdi, hint: !regimen })}
            {...register('uso_cfdi')}
          >
            <option value="">Selecciona el uso del CFDI</option>
            {usos.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} · {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
        {isSubmitting ? 'Guardando...' : 'Guardar datos de facturación'}
      </Button>
    </form>
  );
}

/** The section's content: the stored profile loaded first, so the form starts from it. */
export function TaxProfileSection() {
  const query = useTaxProfile();
  if (query.isPending) {
    return <Spinner label="Cargando tus datos de facturación" />;
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, 'No se pudieron cargar tus datos de facturación.')}
      </Alert>
    );
  }
  return <TaxProfileForm profile={query.data.tax_profile} />;
}
