// axe-core in a puppeteer page: what a page breaks of WCAG 2.0/2.1 A and AA, reduced to what a
// user would be blocked by (serious and critical impact). Nothing on the page is left out: the
// markup of Fluent and its focus manager (tabster) is the console's markup as much as its own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

/** axe's script, evaluated over the DevTools protocol: the console's CSP refuses an added <script>. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA (axe's own tag names). */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the suite: a user cannot get past them. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface AxeFinding {
  /** Where it was seen, e.g. "/devices" or "/devices: Pair a screen dialog". */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** How many elements break the rule. */
  nodes: number;
  /** The first three elements, as axe's CSS selectors. */
  targets: string[];
  /** Their markup, shortened: for the artefact that helps find the source. */
  html: string[];
}

/** The slice of axe's API used here (inside the page, which has no types of its own). */
interface AxeApi {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact?: string;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  }>;
}

/** Waits until finite animations and transitions (a dialog fading in) are over: colours are final. */
async function waitForSettledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe on the page as it is now; returns its serious and critical WCAG A/AA violations. */
export async function blockingViolations(page: Page, where: string): Promise<AxeFinding[]> {
  await waitForSettledAnimations(page);
  // A navigation drops the script; a page already holding it keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (tags, impacts, at) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => impacts.includes(v.impact ?? ''))
        .map((v) => ({
          where: at,
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.length,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(' >>> ')),
          html: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 300)),
        }));
    },
    WCAG_A_AA,
    BLOCKING_IMPACTS,
    where,
  );
}

/** One line per rule broken, then its first elements: what a failing test prints. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}, ${f.nodes} element${f.nodes === 1 ? '' : 's'}) ${f.help}\n` +
        f.targets.map((t) => `    ${t}`).join('\n'),
    )
    .join('\n');
}
