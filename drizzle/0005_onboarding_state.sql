ALTER TABLE "users" ADD COLUMN "onboarding_needed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_responses" jsonb;