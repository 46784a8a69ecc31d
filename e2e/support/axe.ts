import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A dialog or toast still fading in has text at partial opacity: axe would measure its contrast
  // mid-transition. Wait for finite transitions to end (spinners run forever and are skipped).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.html.slice(0, 160) ?? ""}`);
}
