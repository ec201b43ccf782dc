CREATE TABLE "assignment_offers" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "assignment_offers_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id"),
	CONSTRAINT "assignment_offers_status" CHECK ("assignment_offers"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"team_name" text NOT NULL,
	"created_by" uuid,
	"coach_name" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"weeks" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_values" CHECK ("assignments"."kind" in ('habit', 'routine', 'breathwork', 'program')
        and char_length("assignments"."title") between 1 and 200
        and jsonb_typeof("assignments"."items") = 'array' and jsonb_array_length("assignments"."items") >= 1
        and ("assignments"."weeks" is null or "assignments"."weeks" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "coach_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"coach_id" uuid,
	"coach_name" text NOT NULL,
	"journal_entry_id" uuid,
	"routine_id" uuid,
	"text" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_notes_values" CHECK (num_nonnulls("coach_notes"."journal_entry_id", "coach_notes"."routine_id") = 1
        and char_length("coach_notes"."text") between 1 and 500
        and ("coach_notes"."reply" is null or char_length("coach_notes"."reply") between 1 and 500))
);
--> statement-breakpoint
ALTER TABLE "assignment_offers" ADD CONSTRAINT "assignment_offers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_offers" ADD CONSTRAINT "assignment_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_offers_user_id_idx" ON "assignment_offers" USING btree ("user_id","offered_at");--> statement-breakpoint
CREATE INDEX "assignments_team_id_idx" ON "assignments" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_notes_user_id_idx" ON "coach_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_notes_team_id_idx" ON "coach_notes" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "coach_notes_journal_entry_id_idx" ON "coach_notes" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE INDEX "coach_notes_routine_id_idx" ON "coach_notes" USING btree ("routine_id");