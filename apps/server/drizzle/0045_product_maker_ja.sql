ALTER TABLE "order_lines" ADD COLUMN "maker_ja" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_ja" text;