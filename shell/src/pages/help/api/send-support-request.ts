import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { SupportRequestDraft } from '../support-request';

/** Stores a signed-in learner's request; row-level security ties it to the learner. */
export async function sendSupportRequest(userId: string, { type, title, description }: SupportRequestDraft) {
  const { error } = await getSupabase()
    .from('support_requests')
    .insert({ user_id: userId, request_type: type, title: title.trim(), description: description.trim() });
  if (error) throw error;
}

export function useSendSupportRequest(userId: string | undefined) {
  return useMutation({
    mutationKey: ['shell', 'help', 'support-request'],
    mutationFn: (draft: SupportRequestDraft) => {
      if (!userId) throw new Error('Sign in to send a request from the app.');
      return sendSupportRequest(userId, draft);
    },
  });
}
