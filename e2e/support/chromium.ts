// Debian's Chromium as the tests and benches launch it (docs/design.md §2): never a downloaded browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Features Playwright 1.65 turns off (its chromiumSwitches), and the omnibox's WebUI popup.
 * Chromium keeps only the last --disable-features, so Playwright's list is repeated here.
 * Headless Chromium 156 builds a whole browser window for every context, and with it a
 * renderer for the address bar's popup (chrome://omnibox-popup.top-chrome) that no page
 * uses: 150–300 ms of a busy 2-core machine per context, against the page under test.
 */
const disabledFeatures = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

/** Chromium's switches for tests and benches: no sandbox (root in CI), no GPU, no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-dev-shm-usage",
  `--disable-features=${disabledFeatures.join(",")}`,
];
