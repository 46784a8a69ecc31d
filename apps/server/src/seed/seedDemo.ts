import { eq } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { user } from "../accounts/schema";
import { demoSeeders } from "./demoSeeders";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "Demo-pass1!";

/**
 * On the first start: a demo researcher with a space, a project and notes, so the app looks alive.
 * Its address is confirmed: no one can open the mail to example.com, and the "confirm your
 * address" notice would otherwise greet everyone who tries the demo.
 */
export async function seedDemo(ctx: AppContext): Promise<{ created: boolean; email: string; password: string }> {
  const existing = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL)).limit(1);
  if (existing.length) return { created: false, email: DEMO_EMAIL, password: DEMO_PASSWORD };
  const res = await ctx.auth.api.signUpEmail({
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "Demo Researcher", discipline: "basicChemistry", affiliation: "ELN Demo Lab" },
  });
  await ctx.db.update(user).set({ emailVerified: true }).where(eq(user.id, res.user.id));
  for (const seed of demoSeeders) await seed(ctx, res.user.id);
  return { created: true, email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
