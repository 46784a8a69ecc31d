// Every other `locales/ja/<namespace>.json` (see ja.ts): the signed-in screens wait for this chunk.
export default import.meta.glob(["../locales/ja/*.json", "!../locales/ja/{auth,common,errors,validation,disciplines,sso}.json"], {
  eager: true,
  import: "default",
}) as Record<string, Record<string, unknown>>;
