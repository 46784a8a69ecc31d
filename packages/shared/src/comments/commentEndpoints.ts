import { endpointMethods, okSchema } from "../api";
import {
  commentCreateSchema,
  commentListSchema,
  commentResolveSchema,
  commentSchema,
  notificationListSchema,
  notificationsReadSchema,
} from "./commentSchemas";

const { get, post, put } = endpointMethods("comments");

/** Comment threads on a note and the mentions they notify. */
export const commentEndpoints = {
  list: get("/api/notes/:id/comments", { responses: { 200: commentListSchema } }),
  create: post("/api/notes/:id/comments", { body: commentCreateSchema, responses: { 201: commentSchema } }),
  resolve: put("/api/comments/:id/resolved", { body: commentResolveSchema, responses: { 200: commentSchema } }),
  notifications: get("/api/notifications", { responses: { 200: notificationListSchema } }),
  markRead: post("/api/notifications/read", { body: notificationsReadSchema, responses: { 200: okSchema } }),
};
