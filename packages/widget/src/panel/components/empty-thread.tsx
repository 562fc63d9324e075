import type { ChatEngine } from '@mentor/core';
import { WIDGET_TEXT } from '../messages';
import { useValue } from '../use-value';
import { usePanel } from './panel-context';

/** A new chat: a welcome and the category's default prompts; a click copies a prompt into the input. */
export function EmptyThread({ engine }: { engine: ChatEngine }) {
  const { controller, c } = usePanel();
  const categories = useValue(engine.categories);
  const selected = useValue(engine.selectedCategoryId);
  const prompts = categories.find((category) => category._id === selected)?.default_prompts ?? [];
  return (
    <section className={c.empty} aria-label="Suggestions">
      <h3>{WIDGET_TEXT.welcome}</h3>
      <p>{WIDGET_TEXT.welcomeHint}</p>
      {prompts.map((prompt) => (
        <button
          key={prompt.title + prompt.message}
          type="button"
          className={c.prompt}
          onClick={() => {
            controller.draft.value = prompt.message;
            controller.requestFocus();
          }}
        >
          <strong>{prompt.title}</strong>
          <span>{prompt.message}</span>
        </button>
      ))}
    </section>
  );
}
