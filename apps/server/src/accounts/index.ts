/** What other features may use of accounts/ (they import it from here, or its tables from schema.ts). */
export { OIDC_PROVIDER_ID } from "./createAuth";
export { presentUser } from "./presentUser";
export { sessionColumns } from "./sessionResolver";
export { limitSenderMail } from "./signInRateLimit";
