// The namespaces the signed-out screens use (sign-in, sign-up, reset, SSO), one chunk loaded first
// when ja is the language in use; every other namespace is in ja.rest.ts, loaded right after.
export default import.meta.glob("../locales/ja/{auth,common,errors,validation,disciplines,sso}.json", { eager: true, import: "default" }) as Record<string, Record<string, unknown>>;
