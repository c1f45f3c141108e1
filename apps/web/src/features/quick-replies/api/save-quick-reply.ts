import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuickReplyInput, QuickReply, QuickReplyInput } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { quickReplyKeys } from './get-quick-replies.ts';

/** POST /api/quick-replies: private unless an admin sends `scope: 'gestoria'`. */
export const createQuickReply = (input: CreateQuickReplyInput) =>
  api.post<QuickReply>('/quick-replies', input);

/** PUT /api/quick-replies/{id}. */
export const updateQuickReply = ({ id, ...input }: QuickReplyInput & { id: string }) =>
  api.put<QuickReply>(`/quick-replies/${encodeURIComponent(id)}`, input);

/** DELETE /api/quick-replies/{id}. */
export const deleteQuickReply = (id: string) => api.delete<void>(`/quick-replies/${encodeURIComponent(id)}`);

/** Every change refreshes the one list the picker, the admin tab and "Mis respuestas" read. */
function useQuickReplyMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickReplyKeys.all }),
  });
}

export const useCreateQuickReply = () => useQuickReplyMutation(createQuickReply);
export const useUpdateQuickReply = () => useQuickReplyMutation(updateQuickReply);
export const useDeleteQuickReply = () => useQuickReplyMutation(deleteQuickReply);
