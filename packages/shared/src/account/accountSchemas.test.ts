import { describe, expect, it } from "vitest";
import { signupSchema } from "./accountSchemas";

describe("signupSchema", () => {
  it("reports a password mismatch together with the other field errors", () => {
    const r = signupSchema.safeParse({ email: "x", fullName: "", discipline: "", password: "short", confirmPassword: "other", terms: false });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({
      email: "validation.validEmail",
      fullName: "validation.required",
      password: "validation.passwordMin",
      confirmPassword: "validation.passwordMismatch",
      terms: "validation.termsRequired",
    });
  });
  it("accepts a valid sign-up", () => {
    const r = signupSchema.safeParse({ email: "a@b.jp", fullName: "A", discipline: "other", password: "Abc-1234", confirmPassword: "Abc-1234", terms: true });
    expect(r.success).toBe(true);
  });
});
