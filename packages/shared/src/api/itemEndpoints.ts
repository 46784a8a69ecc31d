import type { z } from "zod";
import { okSchema } from "./common";
import type { EndpointDeclarers } from "./endpointMethods";

/**
 * Reading, changing and deleting one stored thing at its own path, the same three calls for
 * spaces, projects, materials and containers: GET answers it, PUT changes it and answers it
 * again, DELETE answers `{ ok }`.
 */
export function itemEndpoints<const P extends string, Answer extends z.ZodType, Update extends z.ZodType>(
  { get, put, del }: EndpointDeclarers,
  path: P,
  parts: { answer: Answer; update: Update },
) {
  const { answer } = parts;
  return {
    get: get(path, { responses: { 200: answer } }),
    update: put(path, { body: parts.update, responses: { 200: answer } }),
    remove: del(path, { responses: { 200: okSchema } }),
  };
}
