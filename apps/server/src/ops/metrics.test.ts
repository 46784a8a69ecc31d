import { expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";

const t = setUpTestApp();

it("exposes Prometheus metrics with request durations by route pattern", async () => {
  await t.request({ method: "GET", url: "/api/health" });
  const res = await t.request({ method: "GET", url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('eln_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"} 1');
  expect(res.body).toContain("process_cpu_user_seconds_total");
});

it("answers readiness and liveness", async () => {
  expect((await t.request({ method: "GET", url: "/api/health/live" })).json()).toEqual({ status: "ok" });
  expect((await t.request({ method: "GET", url: "/api/health" })).json()).toMatchObject({ status: "ok", db: "up" });
});
