/** Query parameters that carry secrets (reset and sign-in links, download tokens). */
const SECRET_PARAMS = /([?&](?:token|code|secret|signature|sig|key)=)[^&#]*/gi;

/** The URL as logs may show it: secret parameters replaced by `[redacted]`. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, "$1[redacted]");
}

/** Fastify's request serializer with the URL redacted (the access log included). */
export function redactingRequestSerializer(req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
