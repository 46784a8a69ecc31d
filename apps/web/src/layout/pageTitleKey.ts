/** The window title of each screen (first match wins); the app name follows it. */
const TITLES: [RegExp, string][] = [
  [/^\/login/, "pageTitle.login"],
  [/^\/signup/, "pageTitle.signup"],
  [/^\/forgotpassword\/confirmation/, "pageTitle.forgotPasswordSent"],
  [/^\/forgotpassword/, "pageTitle.forgotPassword"],
  [/^\/reset-password/, "pageTitle.resetPassword"],
  [/^\/auth\//, "pageTitle.signingIn"],
  [/^\/profile/, "pageTitle.profile"],
  [/^\/change_password/, "pageTitle.changePassword"],
  [/^\/spaces\/[^/]+\/materials/, "pageTitle.materials"],
  [/^\/spaces\/[^/]+\/inventory/, "pageTitle.inventory"],
  [/^\/spaces\/[^/]+\/audit/, "pageTitle.audit"],
  [/^\/spaces\/[^/]+\/trash/, "pageTitle.trash"],
  [/^\/spaces\/[^/]+/, "pageTitle.space"],
  [/^\/spaces/, "pageTitle.spaces"],
  [/^\/inventory\/containers\//, "pageTitle.container"],
  [/^\/projects\/[^/]+/, "pageTitle.project"],
  [/^\/projects/, "pageTitle.projects"],
  [/^\/notes\/[^/]+\/versions/, "pageTitle.versions"],
  [/^\/notes\//, "pageTitle.note"],
  [/^\/sso-auth/, "pageTitle.sso"],
  [/^\/checkout_settings/, "pageTitle.checkoutSettings"],
  [/^\/buy\/cart/, "pageTitle.cart"],
  [/^\/buy\/checkout/, "pageTitle.checkout"],
  [/^\/buy\/order-notification/, "pageTitle.orderPlaced"],
  [/^\/buy\/orders\//, "pageTitle.order"],
  [/^\/buy\/catalogs\/[^/]+/, "pageTitle.catalog"],
  [/^\/buy/, "pageTitle.shop"],
];

/** The `common` message key of the screen at `pathname`'s window title; undefined for an unknown path. */
export function pageTitleKey(pathname: string): string | undefined {
  return TITLES.find(([re]) => re.test(pathname))?.[1];
}
