import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "./seedDemo";

const t = setUpTestApp();

describe("demo account", () => {
  it("is created with its address confirmed, so it sees no confirmation notice", async () => {
    expect((await seedDemo(t.ctx)).created).toBe(true);
    const res = await t.request({ method: "POST", url: "/api/account/login", payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_EMAIL, emailVerified: true });
  });
});
