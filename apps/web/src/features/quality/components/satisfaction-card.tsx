import {
  QUALITY_MESSAGES,
  SATISFACTION_COMMENT_MAX,
  type Satisfaction,
  SatisfactionInputSchema,
} from '@tramites/shared';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useSatisfaction } from '../api/get-satisfaction.ts';
import { useRateSolicitud } from '../api/rate-solicitud.ts';
import { StarRadioGroup, StarRating } from './star-rating.tsx';

interface SatisfactionFormValues {
  stars: number | null;
  comment: string;
}

/** The form's values become the API's body, checked by the API's own schema (its Spanish messages). */
const satisfactionFormSchema: z.ZodType<z.output<typeof SatisfactionInputSchema>, SatisfactionFormValues> = z
  .object({ stars: z.number().nullable(), comment: z.string() })
  .transform((values, context) => {
    const parsed = SatisfactionInputSchema.safeParse({ stars: values.stars ?? 0, comment: values.comment });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'root')], message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  });

export interface SatisfactionCardProps {
  solicitudId: string;
  status: string;
  /** The signed-in client owns the solicitud: they rate it. */
  isOwnSolicitud: boolean;
  /** Staff read the client's rating. */
  isStaff: boolean;
}

/**
 * Satisfaction at the end (issue 27), on a completed solicitud: its client rates it once (1–5 stars, an
 * optional comment, "Enviar"; then "¡Gracias!" with the stars); staff read the rating. Nothing otherwise.
 */
export function SatisfactionCard({ solicitudId, status, isOwnSolicitud, isStaff }: SatisfactionCardProps) {
  const isShown = status === 'completado' && (isOwnSolicitud || isStaff);
  const satisfaction = useSatisfaction(solicitudId, { enabled: isShown });
  if (!isShown || satisfaction.isError) {
    return null;
  }
  const rating = satisfaction.data?.satisfaction;
  return (
    <SectionCard icon={Star} title={isOwnSolicitud ? 'Tu opinión' : 'Satisfacción del cliente'} id="opinion">
      {satisfaction.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : rating ? (
        <SatisfactionGiven rating={rating} isOwnSolicitud={isOwnSolicitud} />
      ) : isOwnSolicitud ? (
        <SatisfactionForm solicitudId={solicitudId} />
      ) : (
        <p className="text-slate-600 text-sm">El cliente aún no califica esta solicitud.</p>
      )}
    </SectionCard>
  );
}

function SatisfactionGiven({ rating, isOwnSolicitud }: { rating: Satisfaction; isOwnSolicitud: boolean }) {
  return (
    <div className="space-y-2">
      {isOwnSolicitud ? <p className="font-semibold text-slate-900">¡Gracias por tu calificación!</p> : null}
      <StarRating stars={rating.stars} />
      {rating.comment ? (
        <blockquote className="whitespace-pre-line border-slate-200 border-l-4 pl-3 text-slate-700 text-sm">
          {rating.comment}
        </blockquote>
      ) : null}
      <p className="text-slate-500 text-xs">Enviada el {formatDateTime(rating.created_at)}</p>
    </div>
  );
}

function SatisfactionForm({ solicitudId }: { solicitudId: string }) {
  const id = useId();
  const rate = useRateSolicitud();
  const { form, onSubmit, submitError } = useServerForm({
    schema: satisfactionFormSchema,
    defaultValues: { stars: null, comment: '' },
    errorTitle: 'No se pudo enviar tu calificación',
    serverFields: ['stars', 'comment'],
    onSubmit: async (values) => {
      await rate.mutateAsync({ solicitudId, ...values });
      notifySuccess('¡Gracias por tu calificación!');
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-600 text-sm">
        Tu trámite está completado. ¿Cómo te atendimos? Tu calificación nos ayuda a mejorar.
      </p>
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Controller
        control={control}
        name="stars"
        render={({ field }) => (
          <StarRadioGroup
            name={`${id}-estrellas`}
            legend="Calificación"
            value={field.value}
            onChange={field.onChange}
            error={errors.stars ? QUALITY_MESSAGES.estrellas : undefined}
            errorId={`${id}-estrellas-error`}
          />
        )}
      />
      <Field
        id={`${id}-comentario`}
        label="Comentario (opcional)"
        hint={`Hasta ${SATISFACTION_COMMENT_MAX} caracteres.`}
        error={errors.comment?.message}
      >
        <Textarea
          {...fieldControl(`${id}-comentario`, { hint: true, error: errors.comment })}
          rows={3}
          maxLength={SATISFACTION_COMMENT_MAX}
          {...register('comment')}
        />
      </Field>
      <Button type="submit" isLoading={rate.isPending}>
        Enviar
      </Button>
    </form>
  );
}
