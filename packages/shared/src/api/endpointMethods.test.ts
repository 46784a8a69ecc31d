import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpointMethods, pathParamsSchema } from "./endpointMethods";

const { get } = endpointMethods("test");

describe("path params", () => {
  it("makes each :name of a path an id of at most 64 characters, in the path's order", () => {
    const params = pathParamsSchema("/api/notes/:id/versions/:versionId");
    expect(Object.keys(params.shape)).toEqual(["id", "versionId"]);
    expect(params.parse({ id: "a", versionId: "b" })).toEqual({ id: "a", versionId: "b" });
    expect(params.safeParse({ id: "x".repeat(65), versionId: "b" }).success).toBe(false);
  });

  it("gives a path without :name segments no params", () => {
    expect(pathParamsSchema("/api/spaces")).toBeUndefined();
    expect("params" in get("/api/spaces", { responses: {} })).toBe(false);
  });

  it("keeps params a declaration states", () => {
    const params = z.object({ code: z.string().max(200) });
    expect(get("/api/inventory/codes/:code", { params, responses: {} }).params).toBe(params);
    expect(Object.keys(get("/api/notes/:noteId", { responses: {} }).params?.shape ?? {})).toEqual(["noteId"]);
  });
});
