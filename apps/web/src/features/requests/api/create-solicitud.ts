import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormAnswers, Solicitud, TramiteRequestFormSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateSolicitudQueries } from '../../../lib/query-keys.ts';

/**
 * What POST /api/tramites/request receives from the web's form: the shared schema's parsed output, and the
 * answers to the procedure's published form (files excluded: they are uploaded as documents afterwards).
 */
export type CreateSolicitudInput = z.output<typeof TramiteRequestFormSchema> & { form_answers?: FormAnswers };

/** POST /api/tramites/request: a client asks for a trámite; the answer is the new solicitud. */
export const createSolicitud = (input: CreateSolicitudInput) =>
  api.post<Solicitud>('/tramites/request', input);

export function useCreateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSolicitud,
    onSuccess: () => invalidateSolicitudQueries(queryClient),
  });
}
