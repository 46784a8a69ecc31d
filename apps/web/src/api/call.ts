import { endpointUrl, type AnswerOf, type IsMultipart, type BodyOf, type Endpoint, type PathParams, type QueryOf } from "@eln/shared/api";
import { api } from "./apiClient";

type Args<E extends Endpoint> = (PathParams<E> extends undefined ? { params?: undefined } : { params: PathParams<E> }) &
  (E["query"] extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (IsMultipart<E> extends true ? { body: FormData } : E["body"] extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & {
    signal?: AbortSignal;
    /** Finished by the browser even if the page goes away (a small save on close). */
    keepalive?: boolean;
  };
/** Arguments may be left out only when the endpoint needs neither path parameters nor a body. */
type NeedsArgs<E extends Endpoint> = PathParams<E> extends undefined ? (E["body"] extends undefined ? (IsMultipart<E> extends true ? true : false) : true) : true;

/**
 * Calls one endpoint of the API contract: the URL is built from its declaration and the
 * answer has its declared type. Every server call of the web client goes through here.
 */
export function call<E extends Endpoint>(e: E, ...[args]: NeedsArgs<E> extends true ? [Args<E>] : [Args<E>?]): Promise<AnswerOf<E>> {
  const a = (args ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal; keepalive?: boolean };
  return api<AnswerOf<E>>(endpointUrl(e, { params: a.params as never, query: a.query as never }), {
    method: e.method,
    body: a.body,
    signal: a.signal,
    file: e.file === true,
    keepalive: a.keepalive,
  });
}
