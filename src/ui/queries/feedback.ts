import { useMutation } from '@tanstack/react-query';
import type { CallPayload } from '../api/client';
import { api } from '../api/endpoints';

/** POST /feedback: the contact form's message to the team (nothing cached changes; the page says what failed). */
export const useSendFeedback = () =>
  useMutation({
    meta: { handlesError: true },
    mutationFn: (message: CallPayload<'feedback'>) => api.feedback(message),
  });
