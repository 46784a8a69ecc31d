// Every other `locales/en/<namespace>.json` (see en.ts): the signed-in screens wait for this chunk.
export default import.meta.glob(["../locales/en/*.json", "!../locales/en/{auth,common,errors,validation,disciplines,sso}.json"], {
  eager: true,
  import: "default",
}) as Record<string, Record<string, unknown>>;
