import { z } from "zod";
import { idSchema } from "./common";
import { pathNames, type Endpoint, type HttpMethod, type PathNames } from "./endpoint";

type Schema = z.ZodType;

/** The params schema a path implies: each ":name" segment an id (`{ [name]: idSchema }`), none without one. */
export type PathParamsSchema<P extends string> = [PathNames<P>] extends [never] ? undefined : z.ZodObject<{ [K in PathNames<P>]: typeof idSchema }>;

/** The params schema of a path whose ":name" segments are all ids, with its exact type. */
export function pathParamsSchema<const P extends string>(path: P): PathParamsSchema<P> {
  const names = pathNames(path);
  return (names.length ? z.object(Object.fromEntries(names.map((name) => [name, idSchema]))) : undefined) as PathParamsSchema<P>;
}

/**
 * Declares one area's endpoints: `get(path, parts)` (and `post`, `put`, `patch`, `del`) answers
 * `{ method: "GET", path, tags, ...parts }`, so an area states its OpenAPI tags once and each
 * declaration only what is its own. Without `params`, the path's ":name" segments are ids
 * (`pathParamsSchema`); a declaration states `params` only where a segment is something else.
 * Every literal type is kept, so callers get exact shapes.
 */
export function endpointMethods(...tags: string[]) {
  const declarer =
    <const M extends HttpMethod>(method: M) =>
    <
      const P extends string,
      Params extends Schema | undefined = PathParamsSchema<P>,
      Query extends Schema | undefined = undefined,
      Body extends Schema | undefined = undefined,
      Responses extends Partial<Record<number, Schema>> = Record<never, Schema>,
      const F extends boolean = false,
      const MP extends boolean = false,
    >(
      path: P,
      parts: Omit<Endpoint<M, P, Params, Query, Body, Responses, F, MP>, "method" | "path" | "tags">,
    ): Endpoint<M, P, Params, Query, Body, Responses, F, MP> => {
      const params = (parts.params ?? pathParamsSchema(path)) as Params | undefined;
      return params ? { method, path, tags, ...parts, params } : { method, path, tags, ...parts };
    };
  return { get: declarer("GET"), post: declarer("POST"), put: declarer("PUT"), patch: declarer("PATCH"), del: declarer("DELETE") };
}

/** One area's declarers, for helpers that declare a set of endpoints under the area's tags. */
export type EndpointDeclarers = ReturnType<typeof endpointMethods>;
