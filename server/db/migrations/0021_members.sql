CREATE TABLE "operation_log_heads" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"chain_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operation_id" varchar(64) NOT NULL,
	"summary" varchar(64) NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(32) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"target_ids" varchar(256) DEFAULT '' NOT NULL,
	"input" jsonb NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "operation_logs_chain_id_seq_pk" PRIMARY KEY("chain_id","seq")
);
--> statement-breakpoint
CREATE INDEX "operation_logs_at_idx" ON "operation_logs" USING btree ("chain_id","at");