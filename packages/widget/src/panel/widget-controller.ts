import {
  ApiError,
  ErrorCode,
  SUBSCRIPTION_EXPIRED,
  browserStorage,
  createApiClient,
  createHttpChatTransport,
  createSessionStore,
  plainReply,
  type ApiClient,
  type ChatEngine,
  type ChatMessage,
  type ChatTransport,
  type KeyValueStorage,
  type LoggedInUser,
  type SessionStore,
} from '@mentor/core';
import { batch, signal } from '@preact/signals-core';
import { PANEL_CLOSE_EVENT, emit, parseContext } from '../shared/attributes';
import { forgetChat, openChatSession, selectStartingCategory, type ChatSession } from './chat-session';
import { fetchWithKey, subjectOf } from './embed-fetch';
import { WIDGET_TEXT } from './messages';
import { scopedStorage, storagePrefix } from './scoped-storage';

/** `checking`: asking the server whether the key may be used on this page, before any login form. */
export type AuthPhase = 'no_key' | 'checking' | 'signed_out' | 'signing_in' | 'signed_in';

export interface AuthState {
  phase: AuthPhase;
  /** Why the agent is not signed in, as the server or the widget says it. */
  error: string | null;
  /** The refusal was the expired-subscription reply. */
  expired: boolean;
  /** The key may not be used on this page (or at all): no login form, only the refusal. */
  blocked?: boolean;
}

/** A key and an API host: one session store, one client, one transport. */
interface Scope {
  key: string;
  api: string;
  /** The key's own storage (the session's, and how it was opened). */
  storage: KeyValueStorage;
  session: SessionStore;
  client: ApiClient;
  transport: ChatTransport;
}

/** One line for screen readers; `n` tells repeated texts apart. */
export interface Announcement {
  n: number;
  text: string;
}

/** How many announcements stay in the live region (older ones have been read). */
const KEPT_ANNOUNCEMENTS = 3;

const SIGNED_OUT: AuthState = { phase: 'signed_out', error: null, expired: false };

/** How the stored session was opened: `token` (the CRM's user-token) or `password` (the login form). */
const OPENED_WITH = 'opened-with';

/**
 * Whether the key may be used on this page, asked before any login form: a simple GET (the key in
 * the query, no custom header), so even an origin no key allows gets the server's readable refusal.
 * No answer (offline) is not a refusal: signing in will tell.
 */
async function keyRefusal(current: Scope): Promise<string | null> {
  try {
    await createApiClient({ baseURL: current.api, getToken: () => null }).get('/api/embed/key-status', {
      key: current.key,
    });
    return null;
  } catch (error) {
    return error instanceof ApiError && error.status === 403 ? error.message : null;
  }
}

/** A refusal in the server's words; no reply at all (network, CORS) in ours. */
function refusalOf(error: unknown): Pick<AuthState, 'error' | 'expired'> {
  if (!(error instanceof ApiError)) return { error: WIDGET_TEXT.unreachable, expired: false };
  return {
    error: error.message,
    expired: error.code === ErrorCode.not_exist && error.message === SUBSCRIPTION_EXPIRED,
  };
}

/**
 * Everything one `<mentor-chat-panel>` shows, outside React: React mounts and unmounts (r2wc
 * remounts on every move in the DOM) while this lives as long as the element. Attributes come in
 * through `setAttribute`; the chat itself is the core engine.
 */
export function createWidgetController(host: HTMLElement) {
  const attributes = signal<Record<string, string | null>>({});
  const context = signal<Record<string, unknown> | null>(null);
  const auth = signal<AuthState>({ phase: 'no_key', error: null, expired: false });
  const engine = signal<ChatEngine | null>(null);
  const draft = signal('');
  /** Bumped to ask the view to move focus into the panel. */
  const focusRequest = signal(0);
  /**
   * What a screen reader should say about the latest reply, once it has settled. The message list
   * itself is not live: virtualised rows re-mount as the agent scrolls and would be read out again.
   */
  const announcements = signal<readonly Announcement[]>([]);
  let announcementCount = 0;

  let scope: Scope | null = null;
  let chat: ChatSession | null = null;
  let stopWatching: (() => void) | null = null;
  /** Every change of key, api or identity bumps this: work begun for an older one is dropped. */
  let generation = 0;
  let scheduled = false;
  let applied: Record<string, string | null> = {};
  /** Texts sent while signing in or loading: they go out once the chat is ready. */
  const pending: string[] = [];
  /** The element was removed from the page and its chat stopped. */
  let suspended = false;
  /** The signed-in chat has its categories and a selected one: a send can go out. */
  let ready = false;

  const attr = (name: string) => attributes.peek()[name] ?? null;

  /** Puts texts that could not go out back into the input, before what was typed since. */
  function keepInInput(texts: string[]) {
    if (texts.length > 0) draft.value = [...texts, draft.peek().trim()].filter(Boolean).join('\n');
  }

  function setAuth(next: AuthState) {
    auth.value = next;
    // Not signed in after all: what was to be sent waits in the input instead.
    if (next.phase === 'signed_out') keepInInput(pending.splice(0));
    if (next.error) emit(host, 'mentor-error', { kind: next.expired ? 'expired' : 'auth', message: next.error });
  }

  function closeChat() {
    ready = false;
    stopWatching?.();
    stopWatching = null;
    chat?.close();
    chat = null;
    engine.value = null;
    // On a shared computer the next agent must not find this one's replies in the hidden log.
    announcements.value = [];
  }

  /** What was typed or queued belongs to the agent who typed it: gone when the agent changes. */
  function forgetTyped() {
    draft.value = '';
    pending.length = 0;
  }

  function openScope(key: string, api: string): Scope {
    const storage = scopedStorage(browserStorage(), storagePrefix(key, api));
    const session = createSessionStore(storage);
    const fetch = fetchWithKey(key);
    const getToken = () => session.token.peek();
    const onTokenInvalid = () => queueMicrotask(() => sessionExpired(session));
    return {
      key,
      api,
      storage,
      session,
      client: createApiClient({ baseURL: api, getToken, fetch, onTokenInvalid }),
      transport: createHttpChatTransport({ baseURL: api, getToken, fetch, onTokenInvalid }),
    };
  }

  /** The server no longer knows the session: forget it, and sign in again with the user-token if any. */
  function sessionExpired(session: SessionStore) {
    if (scope?.session !== session || !session.user.peek()) return;
    generation++;
    session.clear();
    closeChat();
    if (attr('user-token')) void authenticate();
    else setAuth({ phase: 'signed_out', error: WIDGET_TEXT.sessionExpired, expired: false });
  }

  async function startChat(current: Scope, signedIn: LoggedInUser, run: number) {
    const session = await openChatSession({
      key: current.key,
      api: current.api,
      user: signedIn,
      client: current.client,
      transport: current.transport,
      getUser: () => current.session.user.peek(),
    });
    if (run !== generation) return session.close();
    chat = session;
    stopWatching = watchEngine(session.engine);
    batch(() => {
      engine.value = session.engine;
      auth.value = { phase: 'signed_in', error: null, expired: false };
    });
    await session.engine.loadCategories();
    if (run !== generation) return;
    await selectStartingCategory(session.engine, attr('category'));
    if (run !== generation) return;
    ready = true;
    // Sent in order; without a category (the list did not load) they wait in the input instead.
    // Signed out or switched meanwhile: the rest belonged to that chat and is dropped with it.
    const queued = pending.splice(0);
    while (queued.length > 0 && session.engine.canSend(queued[0]!)) {
      await sendNow(session.engine, queued.shift()!);
      if (run !== generation) return;
    }
    keepInInput(queued);
  }

  /** Sends through the engine with the current context; resolves when the reply has settled. */
  function sendNow(current: ChatEngine, content: string): Promise<boolean> {
    if (!current.canSend(content)) return Promise.resolve(false);
    const extra = context.peek();
    const sent = current.send(content, extra ? { context: extra } : {});
    emit(host, 'mentor-message', { role: 'user', content });
    return sent;
  }

  /**
   * Signs in: the stored session when it is this agent's, else the user-token, else the login form.
   * A session the CRM's user-token opened is shown only with that agent's token: a page without one
   * (the CRM's login page on a shared computer, or a CRM that sets the token a moment later) shows
   * the login form and keeps the session for the token, until someone signs in another way.
   */
  async function authenticate() {
    const current = scope;
    if (!current) return;
    const run = ++generation;
    closeChat();
    auth.value = { phase: 'checking', error: null, expired: false };
    const { session } = current;
    const [stored, openedWith, refused] = await Promise.all([
      session.readStored().catch(() => null),
      Promise.resolve(current.storage.getItem(OPENED_WITH)).catch(() => null),
      keyRefusal(current),
    ]);
    session.hydrate(stored);
    if (run !== generation) return;
    if (refused) return setAuth({ phase: 'signed_out', error: refused, expired: false, blocked: true });
    const token = attr('user-token');
    const user = session.user.peek();
    const fits = token ? user?.email.toLowerCase() === subjectOf(token) : openedWith !== 'token';
    if (user && fits) return startChat(current, user, run);
    if (!token) return setAuth(SIGNED_OUT);
    if (user) void logOutOf(current);
    setAuth({ phase: 'signing_in', error: null, expired: false });
    try {
      const { result } = await current.client.post<LoggedInUser>('/api/embed/token-login', { user_token: token });
      if (run !== generation) return;
      session.setUser(result);
      void current.storage.setItem(OPENED_WITH, 'token');
      await startChat(current, result, run);
    } catch (error) {
      if (run === generation) setAuth({ phase: 'signed_out', ...refusalOf(error) });
    }
  }

  /**
   * Revokes the session on the server (best effort) and forgets it here, with the agent's stored
   * chat and whatever they had typed: the next person at this computer finds none of it.
   */
  async function logOutOf(current: Scope) {
    const token = current.session.token.peek();
    const user = current.session.user.peek();
    current.session.clear();
    void current.storage.removeItem(OPENED_WITH);
    if (user) forgetChat(current.key, current.api, user._id);
    forgetTyped();
    if (token) {
      await createApiClient({ baseURL: current.api, getToken: () => token, fetch: fetchWithKey(current.key) })
        .post('/api/user/logout')
        .catch(() => undefined);
    }
  }

  /** Ends the shown agent's chat and session here (the login form follows). */
  function signOut(current: Scope): Promise<void> {
    generation++;
    closeChat();
    const revoked = logOutOf(current);
    setAuth(SIGNED_OUT);
    return revoked;
  }

  /** Applies attribute changes not applied yet (at the latest in the microtask after the first). */
  function applyAttributes() {
    if (scheduled) reconfigure();
  }

  /** Applies attribute changes together, after the loader has forwarded all of them. */
  function reconfigure() {
    // Off the page: nothing starts now; `resume` applies whatever the attributes say then.
    if (suspended) return;
    scheduled = false;
    const next = attributes.peek();
    const previous = applied;
    const changed = (name: string) => (next[name] ?? null) !== (previous[name] ?? null);
    const first = Object.keys(previous).length === 0;
    applied = next;
    const key = next.key?.trim() || null;
    const api = (next.api?.trim() || location.origin).replace(/\/+$/, '');
    if (first || changed('key') || changed('api')) {
      generation++;
      closeChat();
      scope = key ? openScope(key, api) : null;
      if (!scope) return setAuth({ phase: 'no_key', error: WIDGET_TEXT.noKey, expired: false });
      void authenticate();
      return;
    }
    if (changed('user-token')) {
      // A removed token signs the agent out (the CRM no longer vouches); a new agent's token switches.
      const token = next['user-token'] ?? null;
      // The agent shown, not a session only kept for its token (see authenticate).
      const signedIn = auth.peek().phase === 'signed_in' ? scope?.session.user.peek() : null;
      if (!token && signedIn && scope) {
        void signOut(scope);
      } else if (!token && (auth.peek().phase === 'signing_in' || auth.peek().phase === 'checking')) {
        // Withdrawn while its sign-in runs: start over with no token (the login form).
        void authenticate();
      } else if (token && subjectOf(token) !== signedIn?.email.toLowerCase()) {
        // Another agent (or the first sign-in still under way for someone else): start clean.
        if (previous['user-token'] && subjectOf(previous['user-token']) !== subjectOf(token)) forgetTyped();
        void authenticate();
      }
    }
    if (changed('category') && engine.peek()) void selectStartingCategory(engine.peek()!, next.category ?? null);
  }

  function announce(text: string) {
    announcements.value = [...announcements.peek(), { n: ++announcementCount, text }].slice(-KEPT_ANNOUNCEMENTS);
  }

  function watchEngine(current: ChatEngine) {
    let wasSending = false;
    let lastError = current.error.peek();
    /** The messages as a send, retry or regeneration began: a reply not among them is new. */
    let before = new Set<ChatMessage>();
    const onOnline = () => current.setOnline(true);
    const onOffline = () => current.setOnline(false);
    addEventListener('online', onOnline);
    addEventListener('offline', onOffline);
    const unsubscribe = current.subscribe((state) => {
      if (!wasSending && state.sending) before = new Set(state.messages);
      if (wasSending && !state.sending) {
        // Whatever path asked for it (typed, `send()`, the queue, the outbox, retry, regenerate).
        const reply = state.messages.findLast((m) => m.role === 'assistant');
        if (reply?.status === 'complete' && !before.has(reply)) {
          before.add(reply);
          emit(host, 'mentor-message', { role: 'assistant', content: reply.content });
          // A failed reply is not announced here: its notice is an alert already. Read as plain
          // text: no markdown, no addresses.
          announce(`Mentor: ${plainReply(reply.content, 'speech')}`);
        }
      }
      wasSending = state.sending;
      if (state.error && state.error !== lastError) {
        emit(host, 'mentor-error', { kind: state.error.kind, message: state.error.message });
      }
      lastError = state.error;
    });
    return () => {
      unsubscribe();
      removeEventListener('online', onOnline);
      removeEventListener('offline', onOffline);
    };
  }

  return {
    attributes,
    context,
    auth,
    engine,
    draft,
    focusRequest,
    announcements,

    setAttribute(name: string, value: string | null) {
      attributes.value = { ...attributes.peek(), [name]: value };
      if (name === 'context') context.value = parseContext(value);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(applyAttributes);
      }
    },

    applyAttributes,

    setContext(value: Record<string, unknown> | null) {
      context.value = value && typeof value === 'object' ? { ...value } : null;
    },

    /**
     * Sends `text` (the draft when omitted). While signing in or loading the categories it is kept
     * and goes out once the chat is ready; if the sign-in fails it comes back into the input.
     */
    send(text?: string): boolean {
      const current = engine.peek();
      const content = (text ?? draft.peek()).trim();
      if (!content) return false;
      const phase = auth.peek().phase;
      if (!ready && (current || phase === 'signing_in' || phase === 'checking')) {
        pending.push(content);
        if (text === undefined) draft.value = '';
        return true;
      }
      if (!current || !current.canSend(content)) {
        // Not now (a reply is streaming, say): the text waits in the input beside what is typed there.
        if (text !== undefined) keepInInput([content]);
        return false;
      }
      void sendNow(current, content);
      if (text === undefined || draft.peek().trim() === content) draft.value = '';
      return true;
    },

    async logIn(email: string, password: string) {
      const current = scope;
      if (!current) return;
      const run = ++generation;
      setAuth({ phase: 'signing_in', error: null, expired: false });
      try {
        const { result } = await current.client.post<LoggedInUser>('/api/embed/login', { email, password });
        if (run !== generation) return;
        // A session kept for a user-token (not shown here) ends when someone signs in by hand.
        if (current.session.user.peek()) void logOutOf(current);
        current.session.setUser(result);
        void current.storage.setItem(OPENED_WITH, 'password');
        await startChat(current, result, run);
      } catch (error) {
        if (run === generation) setAuth({ phase: 'signed_out', ...refusalOf(error) });
      }
    },

    async logOut() {
      if (scope) await signOut(scope);
    },

    /** The element left the page: stop the chat (listeners, streams) until it comes back. */
    suspend() {
      generation++;
      closeChat();
      auth.value = { phase: 'signing_in', error: null, expired: false };
      suspended = true;
    },

    /** Back on the page after `suspend`: sign in again as the attributes say. */
    resume() {
      if (!suspended) return;
      suspended = false;
      // As on the first connect: every attribute applied afresh, and a sign-in.
      applied = {};
      reconfigure();
    },

    /**
     * Asks again for a complete reply, with the record in view now (the CRM may have changed it);
     * the new reply is announced and emitted like any other.
     */
    regenerate(recordId: string) {
      const current = engine.peek();
      const extra = context.peek();
      if (current) void current.regenerate(recordId, extra ? { context: extra } : {});
    },

    /** The API host, for links to the portal (forgot password). */
    apiBase: () => scope?.api ?? location.origin,
    hasUserToken: () => Boolean(attr('user-token')),
    requestFocus() {
      focusRequest.value++;
    },
    requestClose() {
      host.dispatchEvent(new CustomEvent(PANEL_CLOSE_EVENT));
    },
  };
}

export type WidgetController = ReturnType<typeof createWidgetController>;
