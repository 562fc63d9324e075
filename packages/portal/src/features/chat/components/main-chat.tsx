import { useEffect } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ArrowLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { chatEngine } from '../../../lib/chat-engine';
import type { ChatEntryState } from '../../../lib/chat-engine';
import { useUser } from '../../../lib/use-session';
import { useChatState } from '../hooks/use-chat-state';
import { ChatConversation } from './chat-conversation';
import { PromptCards } from './prompt-cards';

/** The main chat (/chat-bot/chat): Dashboard link, breadcrumb, messages and the message box. */
export function MainChat() {
  const user = useUser();
  const state = useChatState();
  const entry = useHistoryState<ChatEntryState | null>();
  const category = state.categories.find((item) => item._id === state.selectedCategoryId) ?? null;
  const head = state.chatHeads.find((item) => item._id === state.selectedChatHeadId) ?? null;
  const prompts = entry?.defaultPrompts ?? category?.default_prompts ?? [];
  // An open thread is the page's subject: its title is the top-level heading (a new chat's welcome
  // text is the heading until then).
  const inThread = state.messages.length > 0 || state.selectedChatHeadId !== null;
  const threadTitle = head?.title ?? state.messages.find((message) => message.role === 'user')?.content ?? 'Chat';

  // After a reload the open thread is read back from storage: refresh it from the server once.
  useEffect(() => {
    const id = chatEngine.selectedChatHeadId.peek();
    if (id) void chatEngine.openChatHead(id);
  }, []);

  return (
    <div className="main-chat">
      <header className="main-chat-header">
        <Link href={paths.dashboard} className="text-link">
          <ArrowLeftIcon width={16} height={16} /> Dashboard
        </Link>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link href={paths.dashboard}>Dashboard</Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon width={14} height={14} />
            </li>
            <li>{category?.name ?? 'Chat'}</li>
            <li aria-hidden="true">
              <ChevronRightIcon width={14} height={14} />
            </li>
            <li aria-current="page" className="breadcrumb-current" title={head?.title}>
              {head?.title ?? (state.selectedChatHeadId ? 'Chat' : 'New chat')}
            </li>
          </ol>
        </nav>
        {inThread && (
          <h1 className="main-chat-title" title={threadTitle}>
            {threadTitle}
          </h1>
        )}
      </header>
      {!state.selectedCategoryId ? (
        <div className="chat-empty">
          <h1 className="chat-welcome-title">Choose an area first</h1>
          <p>
            Open the <Link href={paths.dashboard}>dashboard</Link> and press Explore on Underwriting, Products, Sales or
            Laws.
          </p>
        </div>
      ) : (
        <ChatConversation
          renderEmpty={(fill) => (
            <div className="chat-empty">
              <h1 className="chat-welcome-title">
                Hi {user?.name?.split(' ')[0] ?? 'there'}, what can I help you with
                {category ? ` in ${category.name}` : ''}?
              </h1>
              <p className="chat-welcome-lead">
                Ask about a client, a product or a rule. Pick a suggestion to start from it, or type your own question.
              </p>
              <PromptCards prompts={prompts} onPick={fill} />
            </div>
          )}
        />
      )}
    </div>
  );
}
