import http from "node:http";
import Provider from "oidc-provider";

export interface TestIdp {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) whose login and consent screens sign
 * `accountId` in at once, so a browser test can walk the whole redirect chain.
 */
export async function startTestIdp(port: number, redirectUri: string, account: { id: string; email: string; name: string }): Promise<TestIdp> {
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: "eln", client_secret: "eln-secret", redirect_uris: [redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["e2e-cookie-key"] },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: true, name: account.name }) }),
  });
  const callback = provider.callback();
  const server = http.createServer(async (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
      } else {
        const grant = new provider.Grant({ accountId: account.id, clientId: "eln" });
        grant.addOIDCScope("openid email profile");
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      }
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((r) => server.listen(port, "localhost", r));
  return { issuer, close: () => new Promise<void>((r) => server.close(() => r())) };
}
