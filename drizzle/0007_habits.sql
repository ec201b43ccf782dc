CREATE TABLE "daily_action_checks" (
	"action_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_action_checks_action_id_date_pk" PRIMARY KEY("action_id","date")
);
--> statement-breakpoint
CREATE TABLE "daily_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"category" text DEFAULT 'Other' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"custom_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_of_day" text DEFAULT 'anytime' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_action_checks" ADD CONSTRAINT "daily_action_checks_action_id_daily_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."daily_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_action_checks" ADD CONSTRAINT "daily_action_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_actions" ADD CONSTRAINT "daily_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_action_checks_user_id_idx" ON "daily_action_checks" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "daily_actions_user_id_idx" ON "daily_actions" USING btree ("user_id","order");