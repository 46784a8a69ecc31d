import { sql } from "drizzle-orm";
import type { CheckoutSettings } from "@eln/shared/shop";
import type { DbOrTx } from "../db/client";
import { checkoutSettings } from "./schema";

/** The caller's shipping address and person in charge, created on the first save. */
export async function saveCheckoutSettings(db: DbOrTx, userId: string, settings: CheckoutSettings) {
  await db
    .insert(checkoutSettings)
    .values({ ...settings, userId })
    .onConflictDoUpdate({ target: checkoutSettings.userId, set: { ...settings, updatedAt: sql`now()` } });
}
