import type { z } from "zod";

// One typed API contract: every endpoint is declared once here (method, path, schemas); the
// server registers its routes from these declarations and the web client calls through them,
// so no API URL is spelled anywhere else and both sides agree on every shape.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Responses extends Partial<Record<number, Schema>> = Partial<Record<number, Schema>>,
  F extends boolean = boolean,
  MP extends boolean = boolean,
> {
  method: M;
  path: P;
  /** OpenAPI grouping. */
  tags: readonly string[];
  summary?: string;
  /** Longer OpenAPI prose (rules, error codes). */
  description?: string;
  /** Callable without a session (OpenAPI: no security requirement). */
  public?: true;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Success and documented error answers by status; leave empty for a file download. */
  responses: Responses;
  /** The answer is a file (PDF, CSV, .eln) rather than JSON. */
  file?: F;
  /** The body is multipart form data (validated by the route, not by a schema). */
  multipart?: MP;
  /** Left out of the OpenAPI document (a signed link followed by a browser, not an API call). */
  hidden?: true;
}

type Infer<S> = S extends Schema ? z.infer<S> : undefined;
type Input<S> = S extends Schema ? z.input<S> : undefined;

/** The names of a path's ":name" segments ("/a/:id/b/:userId" → "id" | "userId"). */
export type PathNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path parameters a caller passes (":id" → { id: string }). */
export type PathParams<E extends Endpoint> = [PathNames<E["path"]>] extends [never] ? undefined : Record<PathNames<E["path"]>, string>;

export type QueryOf<E extends Endpoint> = Input<NonNullable<E["query"]>>;
export type BodyOf<E extends Endpoint> = Input<NonNullable<E["body"]>>;
export type ParamsOf<E extends Endpoint> = Infer<NonNullable<E["params"]>>;

type SuccessStatus = 200 | 201 | 202;
type SuccessSchema<R> = R extends Partial<Record<number, Schema>>
  ? { [K in keyof R]: K extends SuccessStatus ? R[K] : never }[keyof R]
  : never;
/** What a successful call answers: the 200/201/202 schema's type, a Blob for files, nothing for 204. */
/** True when the endpoint was declared with `flag: true` (the property is optional, so test what it may hold). */
type Flag<V> = true extends V ? true : false;
export type IsMultipart<E extends Endpoint> = Flag<E["multipart"]>;

export type AnswerOf<E extends Endpoint> = Flag<E["file"]> extends true
  ? Blob
  : [SuccessSchema<E["responses"]>] extends [never]
    ? undefined
    : SuccessSchema<E["responses"]> extends infer S
      ? S extends Schema
        ? z.infer<S>
        : undefined
      : undefined;

/** A path's ":name" segments; the first group is the name. */
const PATH_NAME = /:([A-Za-z0-9_]+)/g;

/** The names of a path's ":name" segments, in order. */
export const pathNames = (path: string): string[] => Array.from(path.matchAll(PATH_NAME), (m) => m[1]);

/** Fills ":name" segments of a path; each value is URL-encoded. */
export function fillPath(path: string, params?: Record<string, string>): string {
  return path.replace(PATH_NAME, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(v);
  });
}

/** Encodes a query object; undefined, null and "" are left out, arrays repeat the key. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return "";
  // Built by hand: this package also runs where the DOM's URLSearchParams is not typed.
  const parts: string[] = [];
  const add = (k: string, v: unknown) => parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) for (const item of v) add(k, item);
    else add(k, v);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** The URL of one call of an endpoint (for links, downloads and EventSource). */
export function endpointUrl<E extends Endpoint>(e: E, args: { params?: PathParams<E>; query?: QueryOf<E> } = {}): string {
  return fillPath(e.path, args.params as Record<string, string> | undefined) + queryString(args.query as Record<string, unknown> | undefined);
}
