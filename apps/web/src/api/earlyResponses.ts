import { earlyResponsesGlobal } from "../routes/addressScreens";

interface EarlyResponses {
  token: string;
  responses: Record<string, Promise<Response>>;
}

/**
 * A GET the page's first script started before the app's code arrived (build/routePreload.ts),
 * handed over once, and only for the token it was sent with. Asked at that moment, these requests
 * are not queued behind the app's hundred script files on the browser's six connections.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const early = (globalThis as Record<string, unknown>)[earlyResponsesGlobal] as EarlyResponses | undefined;
  const response = early && token && early.token === token ? early.responses[url] : undefined;
  if (!response) return null;
  delete early!.responses[url];
  return response;
}
