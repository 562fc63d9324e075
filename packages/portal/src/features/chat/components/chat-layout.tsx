import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { PanelIcon } from '../../../components/ui/icons';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatErrors } from '../hooks/use-chat-errors';
import { ChatPanel } from './chat-panel';

const WIDE = '(min-width: 961px)';

/** The chat layout: a collapsible left panel and the nested chat area. */
export function ChatLayout({ children }: { children: ReactNode }) {
  const [panelOpen, setPanelOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  useChatErrors();

  // Opened straight from a link or after a reload: the categories may not be loaded yet.
  useEffect(() => {
    if (chatEngine.categories.peek().length === 0) void chatEngine.loadCategories();
  }, []);

  const closeOnNarrow = () => {
    if (!window.matchMedia?.(WIDE).matches) setPanelOpen(false);
  };

  return (
    <div className={`chat-layout${panelOpen ? ' panel-open' : ''}`}>
      <aside id="chat-panel" className="chat-panel" aria-label="Chats" hidden={!panelOpen}>
        <ChatPanel onNavigate={closeOnNarrow} />
      </aside>
      {panelOpen && <div className="chat-panel-backdrop" aria-hidden="true" onClick={() => setPanelOpen(false)} />}
      {/* The page's main landmark: the skip link and screen readers land on the chat. */}
      <main id="main" className="chat-area" tabIndex={-1}>
        <button
          type="button"
          className="icon-button chat-panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="chat-panel"
          aria-label={panelOpen ? 'Hide chats' : 'Show chats'}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <PanelIcon />
        </button>
        {children}
      </main>
    </div>
  );
}
