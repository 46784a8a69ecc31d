import type { SessionAnswer } from "@eln/shared";
import { useAuthStore } from "./authStore";
import { useUserStore } from "./userStore";
import { useUtilStore } from "./utilStore";
import { queryClient } from "../api/queryClient";
import { confirmSession, forgetSessionCheck } from "../api/sessionCheck";
import { claimLocalNotes } from "../features/notes/localNoteCopies";

let signedOutByUser = false;
let returnAfterSignIn: string | undefined;
let endedByServer = false;

export function startSession(answer: SessionAnswer) {
  endedByServer = false;
  // Whatever the cache holds was fetched for someone else, or for no one.
  queryClient.clear();
  // The server just issued this token: the route guard need not ask again before showing /spaces.
  confirmSession(answer.token);
  useAuthStore.getState().setAuth({ token: answer.token, userId: answer.user.id });
  useUserStore.getState().setUser(answer.user);
  void claimLocalNotes(answer.user.id);
}

/**
 * Once after the person logged out themselves, where /login is: no way back, unless they logged out
 * to sign in again for something (`returnTo`), which the next sign-in then opens. Null otherwise.
 */
export function takeSignedOutByUser(): string | null {
  const v = signedOutByUser;
  signedOutByUser = false;
  if (!v) return null;
  return returnAfterSignIn ? `/login?redirectUrl=${encodeURIComponent(returnAfterSignIn)}` : "/login";
}

/**
 * True after the server ended the stored session (a definite 401, or a sign-out in another tab)
 * until the next sign-in: the login screen then says why the person is there.
 */
export function sessionEndedByServer() {
  return endedByServer;
}

/**
 * Clears every session slice (spec §4): auth, user, util (not the language), and the query
 * cache, which holds the server data (spaces, projects, catalogs, carts), so the next person
 * to sign in on this browser never sees the last one's.
 */
export function endSession(opts: { byUser?: boolean; ended?: boolean; returnTo?: string } = {}) {
  signedOutByUser = !!opts.byUser;
  returnAfterSignIn = opts.returnTo;
  endedByServer = !!opts.ended;
  forgetSessionCheck();
  useAuthStore.getState().clearAuth();
  useUserStore.getState().clearUser();
  useUtilStore.getState().clearUtil();
  queryClient.clear();
}
