/** The calls a page may make through the queue: the element's methods. */
const COMMANDS = ['open', 'close', 'toggle', 'send', 'setContext'];

/** The arguments of one call (an `arguments` object when the page's stub kept it). */
type Call = Iterable<unknown>;
interface QueueFunction {
  (...args: unknown[]): void;
  /** Calls made before the script ran, kept by the page's two-line stub. */
  q?: Call[];
}

/**
 * `MentorChat('setContext', {...})`: the command queue a page can call before the script has loaded
 * (its stub keeps the calls in `MentorChat.q`) and at any time after. Calls go, in order, to the
 * first `<mentor-chat>` on the page; until there is one (the bubble is added when the body exists),
 * they wait and are applied as it connects. Returns the function that applies waiting calls.
 */
export function installCommandQueue(): () => void {
  const scope = window as unknown as { MentorChat?: QueueFunction };
  const waiting: Call[] = [...(scope.MentorChat?.q ?? [])];
  const flush = () => {
    const element = document.querySelector('mentor-chat') as unknown as Record<string, (...a: unknown[]) => void>;
    // Anything but the element's commands is ignored: the queue calls nothing else on it.
    if (element)
      for (const [name, ...args] of waiting.splice(0) as [string, ...unknown[]][])
        if (COMMANDS.includes(name)) element[name]!(...args);
  };
  scope.MentorChat = (...args: unknown[]) => {
    waiting.push(args);
    flush();
  };
  return flush;
}
