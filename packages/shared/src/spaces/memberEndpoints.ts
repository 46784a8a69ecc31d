import type { z } from "zod";
import { okSchema, type EndpointDeclarers } from "../api";

/**
 * The members of a space or a project at `path` (the space's or project's own path): the list,
 * `…/members`; changing one's role, `PUT …/members/:userId`; removing one, `DELETE
 * …/members/:userId`; and leaving, `POST …/leave`. Both kinds of membership work alike.
 */
export function memberEndpoints<const P extends string, Answer extends z.ZodType, Role extends z.ZodType>(
  { get, post, put, del }: EndpointDeclarers,
  path: P,
  parts: { answer: Answer; role: Role },
) {
  return {
    listMembers: get(`${path}/members`, { responses: { 200: parts.answer } }),
    updateMember: put(`${path}/members/:userId`, { body: parts.role, responses: { 200: okSchema } }),
    removeMember: del(`${path}/members/:userId`, { responses: { 200: okSchema } }),
    leave: post(`${path}/leave`, { responses: { 200: okSchema } }),
  };
}
