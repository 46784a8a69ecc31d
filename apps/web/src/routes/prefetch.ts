import { useAuthStore } from "../state/authStore";
import { useUtilStore } from "../state/utilStore";
import { endSession } from "../state/session";
import { checkSession } from "../api/sessionCheck";
import { queryClient } from "../api/queryClient";
import { noteDocumentQuery, noteListQuery, noteQuery, projectQueryOf } from "../features/notes/noteQueries";
import { projectDetailQuery } from "../features/spaces/spaceQueries";
import { addressScreens, publicPath } from "./addressScreens";
import { frameCode, screenCode } from "./screenCode";

const codeLoads: Promise<unknown>[] = [];

/**
 * Imported first by main.tsx: with a stored session, the session check, the signed-in frame's
 * code, the screen's code and (for a note) its data start together instead of one after another.
 */
if (useAuthStore.getState().token && typeof window !== "undefined") {
  void checkSession(() => endSession({ ended: true }));
  const path = window.location.pathname;
  if (!new RegExp(publicPath).test(path)) {
    // Kept once here, so AppRoutes renders the frame and the screen without suspending (screenCode.ts).
    codeLoads.push(frameCode.load());
    // The frame waits for the rest of the messages too: the same chunk, started now, before i18n.ts has run.
    void (useUtilStore.getState().lang === "ja" ? import("../i18n/bundles/ja.rest") : import("../i18n/bundles/en.rest")).catch(() => {});
    const screen = addressScreens.find((s) => new RegExp(s.path).test(path));
    if (screen) codeLoads.push(screenCode(screen.module).load());
    // The screen's main data too: a 401 here refreshes the token and retries like any request.
    const note = /^\/notes\/([^/]+)\/?$/.exec(path);
    if (note) {
      void queryClient.prefetchQuery(noteQuery(decodeURIComponent(note[1])));
      void queryClient.prefetchQuery(noteDocumentQuery(decodeURIComponent(note[1])));
    }
    const project = /^\/projects\/([^/]+)\/?$/.exec(path);
    if (project) {
      const projectId = decodeURIComponent(project[1]);
      const { projectQuery, lang } = useUtilStore.getState();
      void queryClient.prefetchQuery(projectDetailQuery(projectId));
      void queryClient.prefetchInfiniteQuery(noteListQuery(projectId, projectQueryOf(projectQuery[projectId]), lang));
    }
  }
}

/**
 * Settles once the frame's and the screen's code started above have arrived (or failed: the
 * screen's error boundary then tells). main.tsx renders after it, so that nothing suspends.
 */
export const earlyCodeSettled: Promise<unknown> = Promise.allSettled(codeLoads);
