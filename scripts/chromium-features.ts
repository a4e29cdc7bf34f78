/**
 * The Chromium features the test browsers run without, in one `--disable-features` flag (a second
 * such flag replaces the first, so a launcher's own list has to be repeated in ours).
 *
 * Debian's Chromium is the full browser, and headless it still builds the desktop's own pages:
 * the omnibox popup is preloaded into a renderer of its own for every new window. Playwright opens
 * a window for every browser context, so every journey paid for one. Twenty contexts (each one
 * page open for half a second) cost Chromium's processes 10.3-10.9 s of CPU with it and 5.5 s
 * without. Four e2e spec files (23 journeys) ran in 209 s instead of 244 s, but the whole suite
 * only in 1,821 s instead of 1,829 s: the CPU saved is not what holds the journeys up.
 */
export const DESKTOP_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright 1.65 turns off itself (playwright-core's `disabledFeatures`, each for a reason
 * its source gives). chromium-features.test.ts fails when an upgrade changes that list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flag for a browser Playwright launches: its own list, and the desktop's pages. */
export const PLAYWRIGHT_FEATURES_OFF = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DESKTOP_UI_FEATURES].join(',')}`;
