import type { Page } from "@playwright/test";

/**
 * Moves the open app to `url` as its own links do (React Router follows popstate), without loading
 * the app again, then waits for `ready` on the new screen. A scan of twenty screens paid for twenty
 * cold loads (about half its time). What the screen being left shows for `ready` is marked first,
 * so the wait finds the new screen's element, not the old one's (both have a `main h1`). Already at
 * `url`: only the wait.
 */
export async function navigateInApp(page: Page, url: string, ready: string): Promise<void> {
  const target = new URL(url, page.url());
  if (target.href === page.url()) {
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    return;
  }
  await page.evaluate(
    ({ href, selector }) => {
      for (const el of document.querySelectorAll(selector)) el.setAttribute("data-left-behind", "");
      history.pushState(null, "", href);
      dispatchEvent(new PopStateEvent("popstate"));
    },
    { href: target.href, selector: ready },
  );
  const fresh = ready
    .split(",")
    .map((s) => `${s.trim()}:not([data-left-behind])`)
    .join(", ");
  await page.locator(fresh).first().waitFor({ timeout: 30_000 });
}
