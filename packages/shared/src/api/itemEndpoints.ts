import type { z } from "zod";
import { okSchema } from "./common";
import type { EndpointDeclarers } from "./endpointMethods";

/**
 * Reading, changing and deleting one stored thing at its own path, the same three calls for
 * spaces, projects and materials: GET answers it, PUT changes it and answers it again, DELETE
 * answers `{ ok }`.
 */
export function itemEndpoints<const P extends string, Params extends z.ZodType, Answer extends z.ZodType, Update extends z.ZodType>(
  { get, put, del }: EndpointDeclarers,
  path: P,
  parts: { params: Params; answer: Answer; update: Update },
) {
  const { params, answer } = parts;
  return {
    get: get(path, { params, responses: { 200: answer } }),
    update: put(path, { params, body: parts.update, responses: { 200: answer } }),
    remove: del(path, { params, responses: { 200: okSchema } }),
  };
}
