import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Satisfaction, SatisfactionInputSchema } from '@tramites/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { satisfactionKey } from './get-satisfaction.ts';

export type RateSolicitudInput = z.output<typeof SatisfactionInputSchema> & { solicitudId: string };

/** POST /api/solicitudes/{id}/satisfaction: 1–5 stars and an optional comment, once. */
export const rateSolicitud = ({ solicitudId, ...body }: RateSolicitudInput) =>
  api.post<Satisfaction>(`/solicitudes/${encodeURIComponent(solicitudId)}/satisfaction`, body);

export function useRateSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateSolicitud,
    // The answer is the rating: the card shows it at once, without asking again.
    onSuccess: (satisfaction, { solicitudId }) =>
      queryClient.setQueryData(satisfactionKey(solicitudId), { satisfaction }),
  });
}
