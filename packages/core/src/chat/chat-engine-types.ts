import type { ReadonlySignal } from '@preact/signals-core';
import type { Api } from '../api/create-api';
import type { ChatStore } from '../stores/chat-store';
import type { Category, ChatHead, ChatHeadMatch, ChatMessage, FeedbackRating, User } from '../types';
import type { ChatError } from './chat-error';
import type { ChatTransport } from './transport';

/** The calls the engine makes besides sending: `createApi(client)` fits. */
export interface ChatEngineApi {
  category: Pick<Api['category'], 'getAllCategories'>;
  chatHead: Pick<Api['chatHead'], 'getAllChatHeads' | 'renameChatHead' | 'deleteChatHead' | 'searchChatHeads'>;
  chat: Pick<Api['chat'], 'getPage' | 'sendFeedback'>;
}

export interface ChatEngineOptions {
  api: ChatEngineApi;
  /** Sends and retries; `createHttpChatTransport(...)` in the apps, a fake in tests. */
  transport: ChatTransport;
  /** Where the selected category and chat, the open thread and the categories are kept and persisted. */
  chatStore: ChatStore;
  /** The signed-in user (for `user_id`), or null. Read on every call. */
  getUser: () => User | null;
  /** The clock for `created_on` of local messages. */
  now?: () => Date;
  /** Whether the connection is up at start (default true); later changes come through `setOnline`. */
  online?: boolean;
}

/** A user message waiting for the connection to come back. */
export interface QueuedMessage {
  /** The id of the user message in the thread. */
  id: string;
  text: string;
  context?: Record<string, unknown>;
  category_id: string;
  chat_head_id: string | null;
  created_on: string;
}

export interface SendOptions {
  /** Facts about the CRM record in view (a lead's age, state, medications…), for the assistant. */
  context?: Record<string, unknown>;
}

/** Everything the engine shows, as one value (for `useSyncExternalStore` and other non-signal readers). */
export interface ChatEngineState {
  categories: readonly Category[];
  selectedCategoryId: string | null;
  chatHeads: readonly ChatHead[];
  selectedChatHeadId: string | null;
  messages: readonly ChatMessage[];
  sending: boolean;
  streaming: boolean;
  loadingHistory: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  error: ChatError | null;
  offline: boolean;
  pendingOutbox: readonly QueuedMessage[];
}

/**
 * The chat, without a view: the portal's and the widget's chat screens render its signals and call
 * its methods. Methods never throw; failures land in `error`.
 */
export interface ChatEngine {
  /** Categories, persisted in the chat store (`categoriesData`). */
  readonly categories: ReadonlySignal<readonly Category[]>;
  readonly selectedCategoryId: ReadonlySignal<string | null>;
  /** The selected category's chat heads, newest first. */
  readonly chatHeads: ReadonlySignal<readonly ChatHead[]>;
  /** The open thread's chat head; null for a new chat until its first reply creates one. */
  readonly selectedChatHeadId: ReadonlySignal<string | null>;
  /** The open thread's head as listed (title, the CRM record it is about), or null. */
  readonly selectedChatHead: ReadonlySignal<ChatHead | null>;
  /** The open thread, oldest first; while a reply streams, it is the last assistant message and grows. */
  readonly messages: ReadonlySignal<readonly ChatMessage[]>;
  /** A send or retry is in flight (the send button is disabled and shows dots). */
  readonly sending: ReadonlySignal<boolean>;
  /** Reply text is arriving. */
  readonly streaming: ReadonlySignal<boolean>;
  readonly loadingHistory: ReadonlySignal<boolean>;
  /** The open thread has older messages on the server than those in `messages` (see `loadOlder`). */
  readonly hasOlder: ReadonlySignal<boolean>;
  /** An older page is on its way. */
  readonly loadingOlder: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<ChatError | null>;
  readonly offline: ReadonlySignal<boolean>;
  /** Messages sent while offline (or while the server could not be reached), oldest first. */
  readonly pendingOutbox: ReadonlySignal<readonly QueuedMessage[]>;
  readonly state: ReadonlySignal<ChatEngineState>;

  /** Whether the send button is enabled for `input` (core's `canSendChat`, a user and a category). */
  canSend(input: string): boolean;
  /** Loads the categories (the user's view of them when signed in). */
  loadCategories(): Promise<readonly Category[] | null>;
  /** Selects a category (persisted) and clears the open thread. */
  selectCategory(id: string | null): void;
  /** Loads a category's chat heads (default: the selected one); kept in `chatHeads` for the selected one. */
  loadChatHeads(categoryId?: string): Promise<readonly ChatHead[] | null>;
  /** Opens a thread: selects it (persisted) and rebuilds its newest page of messages from its records. */
  openChatHead(id: string): Promise<boolean>;
  /**
   * Puts the page of messages before the oldest shown at the start of the open thread (a thread opens
   * on its newest page). Resolves false when there is none, one is loading, or it failed (`error`).
   */
  loadOlder(): Promise<boolean>;
  /** Clears the selected chat: the next send starts a new chat head. */
  newChat(): void;
  /**
   * Sends `text`: the user message shows at once, the reply streams into a new last message.
   * Resolves true once the message is in the thread (whatever became of the reply), false when it
   * was not accepted (blank, a send in flight, no user or category).
   */
  send(text: string, options?: SendOptions): Promise<boolean>;
  /** Asks again for a failed (or stopped) reply; resolves true when the reply is now complete. */
  retry(recordId: string): Promise<boolean>;
  /**
   * Asks again for a complete reply of the open thread (with `context`, the record in view now);
   * resolves true when the new reply has replaced it.
   */
  regenerate(recordId: string, options?: SendOptions): Promise<boolean>;
  /** Stores the user's verdict on a complete reply (null takes it back), with an optional note. */
  rate(recordId: string, rating: FeedbackRating | null, note?: string | null): Promise<boolean>;
  /** Renames one of the user's threads. */
  renameChatHead(id: string, title: string): Promise<boolean>;
  /** Deletes one of the user's threads with its messages; the open one gives way to a new chat. */
  deleteChatHead(id: string): Promise<boolean>;
  /** The user's threads whose title or messages contain `query` (all categories unless one is named). */
  searchChatHeads(query: string, categoryId?: string | null): Promise<readonly ChatHeadMatch[] | null>;
  /** Stops the reply being streamed; what arrived stays, marked `stopped`. */
  stop(): void;
  /** Tells the engine the connection changed (wire `online`/`offline` events); coming back sends the outbox. */
  setOnline(online: boolean): void;
  /** Sends the queued messages now, one by one, while the connection holds. */
  flushOutbox(): Promise<void>;
  clearError(): void;
  /** Calls `listener` with the new state after every change; returns the unsubscribe. */
  subscribe(listener: (state: ChatEngineState) => void): () => void;
  /** Stops the reply in flight and every internal watcher. */
  dispose(): void;
}
