// @vitest-environment happy-dom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { lazyDialog } from "./lazyDialog";

function Hello({ open }: { open: boolean }) {
  return open ? <p>dialog body</p> : null;
}

describe("lazyDialog", () => {
  it("opens in the same render once its code has loaded at idle", async () => {
    let loads = 0;
    const LazyHello = lazyDialog(async () => (loads++, Hello));
    const host = document.createElement("div");
    const root = createRoot(host);
    flushSync(() => root.render(<LazyHello open={false} />));
    // The idle load (requestIdleCallback, or a 1.5 s timer where there is none).
    await expect.poll(() => loads, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    flushSync(() => root.render(<LazyHello open />));
    // Suspended instead, it would show nothing now and the body only 300 ms later.
    expect(host.textContent).toBe("dialog body");
    expect(loads).toBe(1);
    root.unmount();
  });
});
