export interface PromptCard {
  title: string;
  message: string;
}

/** Suggested questions; choosing one copies its text into the message box. */
export function PromptCards({ prompts, onPick }: { prompts: readonly PromptCard[]; onPick: (text: string) => void }) {
  return (
    <ul className="prompt-cards">
      {prompts.map((prompt) => (
        <li key={prompt.title}>
          <button type="button" className="prompt-card" onClick={() => onPick(prompt.message)}>
            <span className="prompt-card-title">{prompt.title}</span>
            <span className="prompt-card-text">{prompt.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
