CREATE TABLE "mindset_processes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"body_language" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mindsets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"one_word_focus" text DEFAULT '' NOT NULL,
	"keys_to_keep_it_simple" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"affirmations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beliefs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"self_talk" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_language" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mindset_processes" ADD CONSTRAINT "mindset_processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindsets" ADD CONSTRAINT "mindsets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;