CREATE TABLE "breathwork_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower("breathwork_presets"."name")) STORED NOT NULL,
	"inhale" integer NOT NULL,
	"hold1" integer NOT NULL,
	"exhale" integer NOT NULL,
	"hold2" integer NOT NULL,
	"cycles" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breathwork_presets_timing" CHECK ("breathwork_presets"."inhale" between 1 and 60
        and "breathwork_presets"."hold1" between 0 and 60
        and "breathwork_presets"."exhale" between 1 and 60
        and "breathwork_presets"."hold2" between 0 and 60
        and "breathwork_presets"."cycles" between 1 and 50),
	CONSTRAINT "breathwork_presets_name" CHECK (char_length("breathwork_presets"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "breathwork_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"preset" text NOT NULL,
	"completed" boolean NOT NULL,
	"duration_seconds" integer NOT NULL,
	"cycles" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breathwork_sessions_values" CHECK ("breathwork_sessions"."duration_seconds" between 0 and 12000
        and "breathwork_sessions"."cycles" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "concentration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"duration_ms" integer NOT NULL,
	"grid_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concentration_attempts_values" CHECK ("concentration_attempts"."grid_size" in (4, 5, 6, 8)
        and "concentration_attempts"."duration_ms" between 1000 and 3600000)
);
--> statement-breakpoint
CREATE TABLE "relaxation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"duration_minutes" integer NOT NULL,
	"actual_duration_seconds" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"completed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relaxation_sessions_values" CHECK ("relaxation_sessions"."duration_minutes" in (1, 2, 4)
        and "relaxation_sessions"."actual_duration_seconds" between 0 and "relaxation_sessions"."duration_minutes" * 60
        and char_length("relaxation_sessions"."notes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "breathwork_presets" ADD CONSTRAINT "breathwork_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breathwork_sessions" ADD CONSTRAINT "breathwork_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concentration_attempts" ADD CONSTRAINT "concentration_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relaxation_sessions" ADD CONSTRAINT "relaxation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breathwork_presets_user_id_name_key_idx" ON "breathwork_presets" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "breathwork_sessions_user_id_idx" ON "breathwork_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "breathwork_sessions_user_id_created_at_idx" ON "breathwork_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "concentration_attempts_user_id_idx" ON "concentration_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "relaxation_sessions_user_id_idx" ON "relaxation_sessions" USING btree ("user_id","created_at");