import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core from npm, injected into the page under test (no CDN).
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the whole page (open shadow roots included) and returns its serious and critical findings. */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((node) => JSON.stringify(node.target)),
      }));
  });
}
