import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AnswerOf, Endpoint } from "@eln/shared/api";

type Infer<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** The request a contract route's handler sees: params, query and body already parsed by the endpoint's schemas. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<NonNullable<E["params"]>>;
  Querystring: Infer<NonNullable<E["query"]>>;
  Body: Infer<NonNullable<E["body"]>>;
}>;

export type ContractHandler<E extends Endpoint> = (
  req: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply | undefined> | AnswerOf<E> | FastifyReply;

/** Marks routes registered from the contract, so a test can find any that were not. */
const CONTRACT_ROUTE = "contractRoute";

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Registered through `route()` from a contract endpoint. */
  contract: boolean;
}
const routeTables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route the app registers from here on (the contract test lists any that bypass the contract). */
export function trackRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  routeTables.set(app, table);
  app.addHook("onRoute", (r) => {
    const contract = Boolean((r.config as Record<string, unknown> | undefined)?.[CONTRACT_ROUTE]);
    for (const method of [r.method].flat()) table.push({ method, url: r.url, contract });
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => routeTables.get(app) ?? [];

/**
 * Registers one route from its contract endpoint: method, path and schemas come from
 * packages/shared, so the OpenAPI document, the validation and the web client's types
 * are the same declaration. Options add what is the server's own business (rate limits,
 * body limits, hooks).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: ContractHandler<E>,
  options: Omit<RouteShorthandOptions, "schema"> = {},
): void {
  const schema: Record<string, unknown> = { tags: [...e.tags] };
  if (e.summary) schema.summary = e.summary;
  if (e.description) schema.description = e.description;
  if (e.public) schema.security = [];
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  // An upload's body is read by the route itself (a multipart file, or raw text/csv for scripts).
  else if (e.multipart) schema.body = z.unknown().describe("multipart/form-data");
  if (e.multipart) schema.consumes = ["multipart/form-data", "text/csv"];
  if (e.hidden) schema.hide = true;
  if (Object.keys(e.responses).length > 0) schema.response = e.responses;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: e.method,
    url: e.path,
    schema,
    config: { ...(options.config as object | undefined), [CONTRACT_ROUTE]: true } as never,
    handler: handler as never,
  });
}
