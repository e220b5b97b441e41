CREATE TABLE "billing_test_clocks" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"advanced_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_test_clocks_days_check" CHECK ("billing_test_clocks"."advanced_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_test_clocks" ADD CONSTRAINT "billing_test_clocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;