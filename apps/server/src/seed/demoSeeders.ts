import type { AppContext } from "../http/context";

// Each feature adds what a demo user should find (a space, a project, notes ...).
export const demoSeeders: ((ctx: AppContext, userId: string) => Promise<void>)[] = [];
import { seedShopDemo } from "../shop/seedShopDemo"; demoSeeders.push(seedShopDemo);
