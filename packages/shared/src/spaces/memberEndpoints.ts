import { z } from "zod";
import { okSchema, type EndpointDeclarers } from "../api";

/**
 * The members of a space or a project at `path` (the space's or project's own path): the list,
 * `…/members`; changing one's role, `PUT …/members/:userId`; removing one, `DELETE
 * …/members/:userId`; and leaving, `POST …/leave`. Both kinds of membership work alike.
 */
export function memberEndpoints<const P extends string, Shape extends z.ZodRawShape, Answer extends z.ZodType, Role extends z.ZodType>(
  { get, post, put, del }: EndpointDeclarers,
  path: P,
  parts: { params: z.ZodObject<Shape>; answer: Answer; role: Role },
) {
  const { params } = parts;
  const memberParams = params.extend({ userId: z.string().max(64) });
  return {
    listMembers: get(`${path}/members`, { params, responses: { 200: parts.answer } }),
    updateMember: put(`${path}/members/:userId`, { params: memberParams, body: parts.role, responses: { 200: okSchema } }),
    removeMember: del(`${path}/members/:userId`, { params: memberParams, responses: { 200: okSchema } }),
    leave: post(`${path}/leave`, { params, responses: { 200: okSchema } }),
  };
}
