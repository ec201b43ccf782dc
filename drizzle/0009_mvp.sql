CREATE TABLE "mvps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"vision" jsonb NOT NULL,
	"principles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mvps" ADD CONSTRAINT "mvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;