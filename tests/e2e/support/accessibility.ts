import { expect, type Frame, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';

/** WCAG 2.0 to 2.2, A and AA, and axe's best practices: every rule the suite holds a screen to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page (or one part of it) and fails on a violation of any impact. */
export async function expectAccessible(page: Page, include?: string) {
  const violations = framesShareOrigin(page)
    ? await runInPlace(page, include)
    : await runAcrossOrigins(page, include);
  expect(violations.map(describe), 'accessibility violations').toEqual([]);
}

/** Whether every frame of the page shares its origin (a blank or srcdoc frame inherits it). */
function framesShareOrigin(page: Page): boolean {
  const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);
  const origin = originOf(page.url());
  return page
    .frames()
    .every((frame) => /^about:(blank|srcdoc)$/.test(frame.url()) || originOf(frame.url()) === origin);
}

/**
 * axe in the page itself, as `@axe-core/playwright`'s legacy mode runs it, with the same rules and
 * the same violations, at half its cost: that builder sends axe's 600 KB source into the page twice
 * on every check and brings back every node that passed (measured on `/`, `/live` and `/rng`: 1.4 to
 * 2.4 s a check against 0.4 to 1.1 s; the suite makes about 200 checks). Here axe is put in each
 * frame once per document, and only the violations are gathered and brought back.
 */
async function runInPlace(page: Page, include: string | undefined): Promise<Violation[]> {
  for (const frame of page.frames()) await injectOnce(frame, frame === page.mainFrame());
  return page.evaluate(
    async ({ tags, include }) => {
      const { violations } = await window.axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, html }) => ({ target, html })),
      }));
    },
    { tags: TAGS, include },
  );
}

/** A frame being replaced may refuse the script; only the page's own frame must take it. */
async function injectOnce(frame: Frame, required: boolean) {
  try {
    const present = await frame.evaluate(() => typeof window.axe?.run === 'function');
    if (!present) await frame.evaluate(axe.source);
  } catch (error) {
    if (required) throw error;
  }
}

/**
 * A frame of another origin (a vendor's game, a partner's page) cannot be read from the page: axe's
 * partial run reads each frame in its own origin and joins the results in a blank page.
 */
async function runAcrossOrigins(page: Page, include: string | undefined): Promise<Violation[]> {
  // The project's axe, not the 4.13 the builder pins: both paths hold a page to the same rules.
  let builder = new AxeBuilder({ page, axeSource: axe.source }).withTags(TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** The parts of axe's violation a failure names: the rule, its impact and the nodes, with their markup. */
type Violation = Pick<axe.Result, 'id' | 'impact'> & { nodes: Pick<axe.NodeResult, 'target' | 'html'>[] };

function describe({ id, impact, nodes }: Violation): string {
  const found = nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`);
  return `${id} (${impact}): ${found.join(', ')}`;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
