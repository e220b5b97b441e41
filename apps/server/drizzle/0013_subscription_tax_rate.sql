ALTER TABLE "subscriptions" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Subscriptions begun by an order renew at that order's tax rate (the latest confirmed order of the account).
UPDATE "subscriptions" s SET "tax_rate_basis_points" = o."tax_rate_basis_points"
FROM (
  SELECT DISTINCT ON ("account_id") "account_id", "tax_rate_basis_points"
  FROM "orders" WHERE "state" = 'confirmed' AND "account_id" IS NOT NULL
  ORDER BY "account_id", "id" DESC
) o
WHERE o."account_id" = s."account_id";
