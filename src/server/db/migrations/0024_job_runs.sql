CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 1 NOT NULL
);
