import type { z } from "zod";
import type { Endpoint, HttpMethod } from "./endpoint";

type Schema = z.ZodType;

/**
 * Declares one area's endpoints: `get(path, parts)` (and `post`, `put`, `patch`, `del`) answers
 * `{ method: "GET", path, tags, ...parts }`, so an area states its OpenAPI tags once and each
 * declaration only what is its own. Every literal type is kept, so callers get exact shapes.
 */
export function endpointMethods(...tags: string[]) {
  const declarer =
    <const M extends HttpMethod>(method: M) =>
    <
      const P extends string,
      Params extends Schema | undefined = undefined,
      Query extends Schema | undefined = undefined,
      Body extends Schema | undefined = undefined,
      Responses extends Partial<Record<number, Schema>> = Record<never, Schema>,
      const F extends boolean = false,
      const MP extends boolean = false,
    >(
      path: P,
      parts: Omit<Endpoint<M, P, Params, Query, Body, Responses, F, MP>, "method" | "path" | "tags">,
    ): Endpoint<M, P, Params, Query, Body, Responses, F, MP> => ({ method, path, tags, ...parts });
  return { get: declarer("GET"), post: declarer("POST"), put: declarer("PUT"), patch: declarer("PATCH"), del: declarer("DELETE") };
}

/** One area's declarers, for helpers that declare a set of endpoints under the area's tags. */
export type EndpointDeclarers = ReturnType<typeof endpointMethods>;
