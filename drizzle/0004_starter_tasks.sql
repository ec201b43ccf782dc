CREATE TABLE "starter_tasks" (
	"user_id" uuid NOT NULL,
	"task" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starter_tasks_user_id_task_pk" PRIMARY KEY("user_id","task")
);
--> statement-breakpoint
ALTER TABLE "starter_tasks" ADD CONSTRAINT "starter_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;