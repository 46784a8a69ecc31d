import { endpointUrl } from "@eln/shared/api";
import { accountEndpoints } from "@eln/shared/account";
import { noteEndpoints } from "@eln/shared/notes";
import { projectEndpoints } from "@eln/shared/spaces";
import { defaultProjectQuery, noteListArgs } from "../features/notes/noteListRequest";

/**
 * A request a screen's first paint waits for, as the app will make it: `id` is the path's first
 * group. `unlessSaved`: only when the person has no saved choice of that name for this id (the
 * notes table's sort and filter), since the app then asks for another URL.
 */
export interface EarlyRequest {
  url: (id: string, lang: "en" | "ja") => string;
  unlessSaved?: "projectQuery";
}

/**
 * The screens opened most often by address: a path pattern (its first group is the id), the
 * screen's module under src/, and the data its first paint waits for. prefetch.ts loads the
 * screen's code while the session check runs; the build's early preload (build/routePreload.ts)
 * asks for the same files, and for the session and the data, before the app's own code has arrived.
 */
export const addressScreens: { path: string; module: string; early?: EarlyRequest[] }[] = [
  { path: "^/spaces/?$", module: "features/spaces/SpacesPage" },
  { path: "^/spaces/([^/]+)/materials", module: "features/materials/MaterialsRegisterPage" },
  { path: "^/spaces/([^/]+)/?$", module: "features/spaces/SpaceDetailsPage" },
  {
    path: "^/projects/([^/]+)",
    module: "features/projects/ProjectDetailsPage",
    early: [
      { url: (projectId) => endpointUrl(projectEndpoints.get, { params: { projectId } }) },
      { url: (id, lang) => endpointUrl(noteEndpoints.list, noteListArgs(id, defaultProjectQuery, lang)), unlessSaved: "projectQuery" },
    ],
  },
  // The shop: its gate waits for the shop's status meanwhile, and then the screen renders at once.
  { path: "^/buy(/catalogs)?/?$", module: "features/shop/ShopHomePage" },
  { path: "^/buy/cart/?$", module: "features/shop/CartPage" },
  { path: "^/checkout_settings/?$", module: "features/shop/CheckoutSettingsPage" },
  {
    path: "^/notes/([^/]+)/?$",
    module: "features/notes/NotePage",
    early: [{ url: (id) => endpointUrl(noteEndpoints.get, { params: { id } }) }, { url: (id) => endpointUrl(noteEndpoints.document, { params: { id } }) }],
  },
];

/** The session check every signed-in screen starts with. */
export const sessionUrl = endpointUrl(accountEndpoints.me);

/** Where the early preload leaves its responses for the app (api/earlyResponses.ts). */
export const earlyResponsesGlobal = "__elnEarly";

/** Signed-out screens: a stored session there does not mean the signed-in frame comes next. */
export const publicPath = "^/(login|signup|forgotpassword|reset-password|auth/)";
