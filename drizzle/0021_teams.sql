CREATE TABLE "coaches" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_coaches" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_coaches_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"share_usage" text DEFAULT 'shared' NOT NULL,
	"share_habits" text DEFAULT 'none' NOT NULL,
	"share_focus" text DEFAULT 'none' NOT NULL,
	"share_routines" text DEFAULT 'none' NOT NULL,
	"share_journals" text DEFAULT 'none' NOT NULL,
	"share_mvp_mindset" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_levels" CHECK ("team_members"."share_usage" in ('none', 'shared') and "team_members"."share_habits" in ('none', 'shared')
        and "team_members"."share_focus" in ('none', 'shared') and "team_members"."share_routines" in ('none', 'shared')
        and "team_members"."share_journals" in ('none', 'ratings', 'full') and "team_members"."share_mvp_mindset" in ('none', 'shared'))
);
--> statement-breakpoint
CREATE TABLE "team_share_changes" (
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"team_name" text NOT NULL,
	"area" text NOT NULL,
	"from_level" text NOT NULL,
	"to_level" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_share_changes_values" CHECK ("team_share_changes"."area" in ('usage', 'habits', 'focus', 'routines', 'journals', 'mvpMindset') and "team_share_changes"."from_level" in ('none', 'shared', 'ratings', 'full')
        and "team_share_changes"."to_level" in ('none', 'shared', 'ratings', 'full'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"join_code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name" CHECK (char_length("teams"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_share_changes" ADD CONSTRAINT "team_share_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_share_changes" ADD CONSTRAINT "team_share_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_coaches_user_id_idx" ON "team_coaches" USING btree ("user_id","team_id");--> statement-breakpoint
CREATE INDEX "team_members_user_id_idx" ON "team_members" USING btree ("user_id","team_id");--> statement-breakpoint
CREATE INDEX "team_share_changes_user_id_idx" ON "team_share_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "team_share_changes_team_id_idx" ON "team_share_changes" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_join_code_unique" ON "teams" USING btree ("join_code");