// The namespaces the signed-out screens use (sign-in, sign-up, reset, SSO), one chunk loaded first
// when en is the language in use; every other namespace is in en.rest.ts, loaded right after.
export default import.meta.glob("../locales/en/{auth,common,errors,validation,disciplines,sso}.json", { eager: true, import: "default" }) as Record<string, Record<string, unknown>>;
