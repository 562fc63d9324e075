import type { ApiClient } from './client';
import type { Category, ChatHead, ChatRecord, SendChatRequest, SendChatResult } from '../types';

/** Categories; with a user id, the user's view of them. */
export function createCategoryApi(client: ApiClient) {
  return {
    getAllCategories: (userId?: string | null) =>
      client.get<Category[]>('/api/category/get-all-categories', { user_id: userId }),
  };
}

/** Chat heads (threads). */
export function createChatHeadApi(client: ApiClient) {
  return {
    getAllChatHeads: (userId: string, categoryId: string) =>
      client.get<ChatHead[]>('/api/chat-head/get-all-chat-heads', {
        user_id: userId,
        category_id: categoryId,
      }),
    /** Categories, each with the user's chat heads. */
    getChatHeadsInCategory: (userId: string) =>
      client.get<Category[]>('/api/chat-head/get-chat-heads-in-category', { user_id: userId }),
  };
}

/** Chat records and sending. */
export function createChatApi(client: ApiClient) {
  return {
    getAllList: (chatHeadId: string) =>
      client.get<ChatRecord[]>('/api/chat/get-all-list', { chat_head_id: chatHeadId }),
    startChat: (input: SendChatRequest, options?: { signal?: AbortSignal }) =>
      client.post<SendChatResult>('/api/chat/start-chat', input, options),
    /** Asks again for a record whose reply failed. */
    retry: (recordId: string, options?: { signal?: AbortSignal }) =>
      client.post<SendChatResult>('/api/chat/retry', { record_id: recordId }, options),
  };
}
