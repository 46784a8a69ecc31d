/**
 * The screens opened most often by address: a path pattern and the screen's module under src/.
 * prefetch.ts loads the screen's code while the session check runs; the build's early preload
 * (build/routePreload.ts) asks for the same files before the app's own code has arrived.
 */
export const addressScreens: { path: string; module: string }[] = [
  { path: "^/spaces/?$", module: "features/spaces/SpacesPage" },
  { path: "^/spaces/[^/]+/materials", module: "features/materials/MaterialsRegisterPage" },
  { path: "^/spaces/[^/]+/?$", module: "features/spaces/SpaceDetailsPage" },
  { path: "^/projects/[^/]+", module: "features/projects/ProjectDetailsPage" },
  { path: "^/notes/[^/]+/?$", module: "features/notes/NotePage" },
];

/** Signed-out screens: a stored session there does not mean the signed-in frame comes next. */
export const publicPath = "^/(login|signup|forgotpassword|reset-password|auth/)";
