import { useState } from 'react';
import { notify, useMutation, useQueryClient } from '@festive/web-kit';
import { ACCOUNT_TOASTS, type ChatHistory, type ChatMessage } from '@festive/contracts';
import { failureDetail } from '../../common/failure';
import { CHAT_QUERY_KEY, useChatHistory } from './api/chat-history';
import { requestLiveAgent } from './api/request-live-agent';
import { sendChat } from './api/send-chat';

/**
 * The support chat's state. The conversation lives in the query cache under
 * GET /api/chat's key, so leaving the Help tab and coming back shows it as it was, and the
 * stored copy the service answers with on a reload is the same shape.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const history = useChatHistory();
  const [offered, setOffered] = useState(false);
  const [requestedHere, setRequestedHere] = useState(false);

  const messages = history.data?.messages ?? [];
  const liveAgentRequested = requestedHere || history.data?.session?.liveAgentRequested === 1;

  const update = (change: (current: ChatHistory) => ChatHistory) =>
    queryClient.setQueryData<ChatHistory>(CHAT_QUERY_KEY, (current) =>
      change(current ?? { session: null, messages: [] }),
    );

  const send = useMutation({
    mutationFn: sendChat,
    onSuccess: ({ response, needsLiveAgent }) => {
      update((current) => ({
        ...current,
        messages: [...current.messages, { role: 'assistant', content: response }],
      }));
      if (needsLiveAgent) setOffered(true);
    },
  });

  const liveAgent = useMutation({
    mutationFn: requestLiveAgent,
    onSuccess: () => {
      setRequestedHere(true);
      setOffered(false);
      notify({ title: ACCOUNT_TOASTS.liveAgentRequested, type: 'success' });
      update((current) => ({
        ...current,
        session: current.session && { ...current.session, liveAgentRequested: 1 },
      }));
    },
    onError: (error) =>
      notify({ title: ACCOUNT_TOASTS.liveAgentFailed, description: failureDetail(error), type: 'error' }),
  });

  /**
   * Sends `text` with the whole conversation before it. Resolves true when the assistant
   * answered; false when there was nothing to send (empty or whitespace-only is not
   * sent) or the call failed (the message is taken back, so the customer can send it again).
   */
  const sendMessage = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content || send.isPending || liveAgentRequested || !history.isSuccess) return false;
    const before = messages;
    const next: ChatMessage[] = [...before, { role: 'user', content }];
    update((current) => ({ ...current, messages: next }));
    try {
      await send.mutateAsync(next);
      return true;
    } catch (error) {
      update((current) => ({ ...current, messages: before }));
      notify({ title: ACCOUNT_TOASTS.chatSendFailed, description: failureDetail(error), type: 'error' });
      return false;
    }
  };

  return {
    history,
    messages,
    sending: send.isPending,
    sendMessage,
    showOffer: offered && !liveAgentRequested,
    liveAgentRequested,
    requestLiveAgent: () => liveAgent.mutate(),
    requestingLiveAgent: liveAgent.isPending,
  };
}
