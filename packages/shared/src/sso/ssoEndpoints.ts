import { endpointMethods } from "../api";
import { ssoCodeAnswerSchema, ssoCodeRequestSchema, ssoIdentitySchema, ssoTokenRequestSchema } from "./ssoSchemas";

const { post } = endpointMethods("sso");

/** Single sign-on for partner sites: a signed-in browser gets a one-time code, the partner's server trades it. */
export const ssoEndpoints = {
  code: post("/api/sso/code", {
    summary: "One-time code for a partner redirect (signed-in browser)",
    description:
      "Checks `redirectUrl` against SSO_ALLOWED_REDIRECTS (exact origin and path; http/https only; no user info or fragment) " +
      "and answers a single-use code valid for 60 seconds, plus the URL to send the browser to (`redirectUrl?code=...`). " +
      "Anything else answers 400 `sso_link_broken`.",
    body: ssoCodeRequestSchema,
    responses: { 200: ssoCodeAnswerSchema },
  }),
  token: post("/api/sso/token", {
    summary: "Exchange a one-time code for the user's identity (partner server to this server)",
    description:
      "Call from the partner's server, never from a browser. Body `{ code, client_secret?, redirect_uri? }` " +
      "(`client_secret` is required when the server sets SSO_CLIENT_SECRET; `redirect_uri`, when given, must name the same partner " +
      "endpoint (origin and path) the code was issued for). A code works once and for 60 seconds; otherwise 400 `sso_code_invalid`. " +
      "Answers `{ id, email, name }`.",
    public: true,
    body: ssoTokenRequestSchema,
    responses: { 200: ssoIdentitySchema },
  }),
};
