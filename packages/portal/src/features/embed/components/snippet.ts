/** The one line an admin pastes into the CRM (docs/embedding.md). */
export function snippetFor(origin: string, key: string): string {
  return `<script src="${origin}/widget/mentor-chat.js" data-key="${key}" async></script>`;
}

/** One origin per line, blank lines dropped. */
export const originsFrom = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
