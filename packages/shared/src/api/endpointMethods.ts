import type { z } from "zod";
import type { Endpoint, EndpointParts, HttpMethod } from "./endpoint";

type Schema = z.ZodType;

/**
 * The declarers of one area's endpoints, one per method: `get(path, parts)` is
 * `endpoint({ method: "GET", path, tags, ...parts })`, so an area states its OpenAPI tags once
 * and each declaration only what is its own. Types are inferred as `endpoint()` infers them.
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
      parts: EndpointParts<Params, Query, Body, Responses, F, MP>,
    ): Endpoint<M, P, Params, Query, Body, Responses, F, MP> => ({ method, path, tags, ...parts });
  return { get: declarer("GET"), post: declarer("POST"), put: declarer("PUT"), patch: declarer("PATCH"), del: declarer("DELETE") };
}
