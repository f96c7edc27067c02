CREATE TABLE `webhook_attempts` (
	`message_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`at` integer NOT NULL,
	`status` integer,
	`error` text,
	`duration_ms` integer NOT NULL,
	PRIMARY KEY(`message_id`, `attempt`)
);
--> statement-breakpoint
CREATE TABLE `webhook_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`webhook_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`attempts` integer NOT NULL,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_messages_due` ON `webhook_messages` (`next_attempt_at`) WHERE "webhook_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX `webhook_messages_webhook` ON `webhook_messages` (`webhook_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`created_at` integer NOT NULL,
	`failing_since` integer,
	`disabled_at` integer,
	`disabled_reason` text
);
--> statement-breakpoint
CREATE INDEX `webhooks_player` ON `webhooks` (`player_id`);