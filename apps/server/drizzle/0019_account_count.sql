-- Staff's whole accounts list answers its count from one row (issue 30): a count(*) of 100k accounts was most of
-- the list's time. Statement triggers keep it in the writing statement's transaction (sign-ups, checkout, the
-- seeds, erasure, a truncate in tests), one update per statement from its transition table. Accounts are
-- created one at a time, so the row's lock is held briefly by one sign-up at a time.
CREATE TABLE "account_count" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "account_count_one_row" CHECK ("account_count"."one")
);--> statement-breakpoint
INSERT INTO "account_count" ("n") SELECT count(*) FROM "accounts";--> statement-breakpoint
CREATE FUNCTION account_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_count SET n = n + (SELECT count(*) FROM added_accounts);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION account_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_count SET n = n - (SELECT count(*) FROM removed_accounts);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION account_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_count SET n = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_counted_in AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS added_accounts FOR EACH STATEMENT EXECUTE FUNCTION account_count_added();--> statement-breakpoint
CREATE TRIGGER accounts_counted_out AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS removed_accounts FOR EACH STATEMENT EXECUTE FUNCTION account_count_removed();--> statement-breakpoint
CREATE TRIGGER accounts_emptied AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION account_count_emptied();
