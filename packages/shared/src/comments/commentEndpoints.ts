import { endpoint, idParams, okSchema } from "../api";
import {
  commentCreateSchema,
  commentListSchema,
  commentResolveSchema,
  commentSchema,
  notificationListSchema,
  notificationsReadSchema,
} from "./commentSchemas";

const tags = ["comments"];

/** Comment threads on a note and the mentions they notify. */
export const commentEndpoints = {
  list: endpoint({ method: "GET", path: "/api/notes/:id/comments", tags, params: idParams, responses: { 200: commentListSchema } }),
  create: endpoint({ method: "POST", path: "/api/notes/:id/comments", tags, params: idParams, body: commentCreateSchema, responses: { 201: commentSchema } }),
  resolve: endpoint({ method: "PUT", path: "/api/comments/:id/resolved", tags, params: idParams, body: commentResolveSchema, responses: { 200: commentSchema } }),
  notifications: endpoint({ method: "GET", path: "/api/notifications", tags, responses: { 200: notificationListSchema } }),
  markRead: endpoint({ method: "POST", path: "/api/notifications/read", tags, body: notificationsReadSchema, responses: { 200: okSchema } }),
};
