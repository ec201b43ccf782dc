CREATE TABLE "routines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger_description" text NOT NULL,
	"physical_action" text NOT NULL,
	"steps" jsonb NOT NULL,
	"client_id" text,
	"rehearsals" integer DEFAULT 0 NOT NULL,
	"last_rehearsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_texts" CHECK (char_length("routines"."name") between 1 and 80
        and char_length("routines"."trigger_description") between 1 and 500
        and char_length("routines"."physical_action") between 1 and 500
        and ("routines"."client_id" is null or char_length("routines"."client_id") between 1 and 100)),
	CONSTRAINT "routines_steps" CHECK (jsonb_typeof("routines"."steps") = 'array'
        and jsonb_array_length("routines"."steps") between 1 and 10
        and not jsonb_path_exists("routines"."steps", '$[*] ? (@.type() != "string" || @ == "" || @ like_regex ".{255}.{246}" flag "s")')),
	CONSTRAINT "routines_rehearsals" CHECK ("routines"."rehearsals" >= 0)
);
--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_user_id_idx" ON "routines" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_user_id_client_id_idx" ON "routines" USING btree ("user_id","client_id") WHERE "routines"."client_id" is not null;