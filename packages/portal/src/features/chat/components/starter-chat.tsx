import { useEffect } from 'react';
import { chatEngine } from '../../../lib/chat-engine';
import { useChatErrors } from '../hooks/use-chat-errors';
import { useChatState } from '../hooks/use-chat-state';
import { ChatConversation } from './chat-conversation';

// Spec §2: the second chat component's four fixed starter cards, each tied to the category that
// answers it, with a question to start from.
export const STARTER_CARDS = [
  {
    title: 'Underwriting Assistant',
    category: 'Underwriting',
    text: 'Check how health, build, medications and records affect approval and rate class.',
    prompt:
      'My client is 52, 5\'9" and 215 lbs, and takes metformin for type 2 diabetes. What rate class can I expect?',
  },
  {
    title: 'Product Information',
    category: 'Products',
    text: 'Compare term, whole life, IUL, final expense, riders and annuities.',
    prompt: 'Explain the difference between a graded and a level death benefit on final expense.',
  },
  {
    title: 'Carrier Recommendation',
    category: 'Sales',
    text: 'Find the carriers and products that fit a client and a budget.',
    prompt: 'What should I look for in a carrier for a 68-year-old smoker on a $60 a month budget?',
  },
  {
    title: 'Sales Strategy',
    category: 'Sales',
    text: 'Plan the call, handle objections and close with confidence.',
    prompt: 'How do I handle a client who says they need to think about it?',
  },
] as const;

/** /chat: the second chat component, with four starter cards while the thread is empty. */
export function StarterChat() {
  const state = useChatState();
  useChatErrors();

  // This screen needs a category to send in: load them, and take the first when none is chosen.
  useEffect(() => {
    if (state.categories.length === 0) void chatEngine.loadCategories();
    else if (!state.selectedCategoryId && state.categories[0]) chatEngine.selectCategory(state.categories[0]._id);
  }, [state.categories, state.selectedCategoryId]);

  return (
    <div className="page starter-chat">
      <ChatConversation
        renderEmpty={(fill) => (
          <div className="chat-empty">
            <h1 className="chat-welcome-title">How can Mentor help today?</h1>
            <p className="chat-welcome-lead">Choose a starting point, or pick an area on the dashboard.</p>
            <ul className="starter-cards">
              {STARTER_CARDS.map((card) => (
                <li key={card.title}>
                  <button
                    type="button"
                    className="starter-card"
                    onClick={() => {
                      const category = state.categories.find((item) => item.name === card.category);
                      if (category && category._id !== state.selectedCategoryId)
                        chatEngine.selectCategory(category._id);
                      fill(card.prompt);
                    }}
                  >
                    <span className="starter-card-title">{card.title}</span>
                    <span className="starter-card-text">{card.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      />
    </div>
  );
}
