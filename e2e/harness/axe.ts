import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's own build, read from node_modules (the e2e workspace's devDependency). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page (WCAG 2.x A and AA rules and best practices) and returns its violations. axe is
 * evaluated through the DevTools protocol, not added as a <script>: the site's CSP allows no inline script, and the
 * test must not weaken it.
 */
export async function axeViolations(page: Page, context = 'body'): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: string, opts: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(selector, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context);
}
