import type { ApiClient } from './client';
import type {
  Category,
  ChatFeedback,
  ChatHead,
  ChatHeadMatch,
  ChatRecord,
  ChatRecordPage,
  FeedbackRating,
  MarkedAnswer,
  SendChatRequest,
  SendChatResult,
} from '../types';

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
    renameChatHead: (id: string, title: string) =>
      client.post<ChatHead>('/api/chat-head/rename-chat-head', { _id: id, title }),
    /** Deletes a thread and its records. */
    deleteChatHead: (id: string) => client.post<null>('/api/chat-head/delete-chat-head', { _id: id }),
    /** The caller's threads whose title or messages contain `query`, newest first. */
    searchChatHeads: (query: string, categoryId?: string | null) =>
      client.get<ChatHeadMatch[]>('/api/chat-head/search-chat-heads', { q: query, category_id: categoryId }),
  };
}

/** Chat records and sending. */
export function createChatApi(client: ApiClient) {
  return {
    getAllList: (chatHeadId: string) =>
      client.get<ChatRecord[]>('/api/chat/get-all-list', { chat_head_id: chatHeadId }),
    /**
     * A page of a thread, oldest first: its newest `limit` records (default 30), or the `limit` before
     * `before` (the `older_cursor` of the page the caller has).
     */
    getPage: (chatHeadId: string, page: { before?: string | null; limit?: number } = {}) =>
      client.get<ChatRecordPage>('/api/chat/get-page', {
        chat_head_id: chatHeadId,
        before: page.before,
        limit: page.limit,
      }),
    startChat: (input: SendChatRequest, options?: { signal?: AbortSignal }) =>
      client.post<SendChatResult>('/api/chat/start-chat', input, options),
    /** Asks again for a record whose reply failed. */
    retry: (recordId: string, options?: { signal?: AbortSignal }) =>
      client.post<SendChatResult>('/api/chat/retry', { record_id: recordId }, options),
    /** Asks again for a complete reply; `context` is the record in view now, when there is one. */
    regenerate: (recordId: string, options: { signal?: AbortSignal; context?: Record<string, unknown> } = {}) =>
      client.post<SendChatResult>(
        '/api/chat/regenerate',
        options.context ? { record_id: recordId, context: options.context } : { record_id: recordId },
        options.signal ? { signal: options.signal } : {},
      ),
    /** The agent's verdict on a reply (null rating: none); answers the feedback now stored. */
    sendFeedback: (recordId: string, rating: FeedbackRating | null, note: string | null = null) =>
      client.post<ChatFeedback | null>('/api/chat/feedback', { record_id: recordId, rating, note }),
    /** For a plan's owner: the replies the plan's agents marked wrong, newest first. */
    getMarkedAnswers: (userPlanId: string) =>
      client.get<MarkedAnswer[]>('/api/chat/get-marked-answers', { user_plan_id: userPlanId }),
  };
}
