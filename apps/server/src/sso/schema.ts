import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../accounts/schema";
import { createdAt, textRef, uuidPk } from "../db/columns";

/** One-time codes for partner sites (/sso-auth). Only the SHA-256 of a code is stored. */
export const ssoCodes = pgTable(
  "sso_codes",
  {
    id: uuidPk(),
    codeHash: text("code_hash").notNull().unique(),
    userId: textRef("user_id", () => user.id),
    redirectUrl: text("redirect_url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sso_codes_expires_idx").on(t.expiresAt)],
);
