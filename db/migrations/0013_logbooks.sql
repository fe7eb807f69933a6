CREATE TABLE `logger_forms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`schema` text NOT NULL,
	`ui_schema` text DEFAULT '{}' NOT NULL,
	`current_version_id` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE TABLE `logger_form_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`form_id` integer NOT NULL,
	`version` integer NOT NULL,
	`schema` text NOT NULL,
	`ui_schema` text NOT NULL,
	`checksum` text NOT NULL,
	`published_by` integer,
	`published_at` text NOT NULL,
	FOREIGN KEY (`form_id`) REFERENCES `logger_forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `logger_form_versions_form_idx` ON `logger_form_versions` (`form_id`,`version`);--> statement-breakpoint
CREATE TABLE `process_entities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT 'process' NOT NULL,
	`location_id` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `e_loggers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`form_id` integer NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` integer NOT NULL,
	`frequency` text NOT NULL,
	`window_before_min` integer DEFAULT 0 NOT NULL,
	`window_after_min` integer DEFAULT 0 NOT NULL,
	`timezone` text DEFAULT 'Asia/Bahrain' NOT NULL,
	`notify_missed` text DEFAULT '[]' NOT NULL,
	`notify_out_of_range` text DEFAULT '[]' NOT NULL,
	`starts_at` text NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`missed_checked_to` text,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`form_id`) REFERENCES `logger_forms`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `e_loggers_form_idx` ON `e_loggers` (`form_id`);--> statement-breakpoint
CREATE TABLE `logger_permissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`logger_id` integer NOT NULL,
	`principal_type` text NOT NULL,
	`principal_id` integer NOT NULL,
	`can_view` integer DEFAULT 1 NOT NULL,
	`can_fill` integer DEFAULT 0 NOT NULL,
	`can_approve` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`logger_id`) REFERENCES `e_loggers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `logger_permissions_principal_idx` ON `logger_permissions` (`logger_id`,`principal_type`,`principal_id`);--> statement-breakpoint
CREATE TABLE `logger_flow_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`logger_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`approver_type` text NOT NULL,
	`approver_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`logger_id`) REFERENCES `e_loggers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `logger_flow_steps_logger_idx` ON `logger_flow_steps` (`logger_id`,`position`);--> statement-breakpoint
CREATE TABLE `logger_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`logger_id` integer NOT NULL,
	`form_version_id` integer NOT NULL,
	`client_uuid` text NOT NULL,
	`slot_due_at` text,
	`timeliness` text NOT NULL,
	`status` text NOT NULL,
	`data` text NOT NULL,
	`flags` text DEFAULT '{}' NOT NULL,
	`flagged` integer DEFAULT 0 NOT NULL,
	`flow` text DEFAULT '[]' NOT NULL,
	`current_step` integer,
	`work_orders` text DEFAULT '[]' NOT NULL,
	`submitted_by` integer,
	`captured_at` text,
	`received_at` text NOT NULL,
	FOREIGN KEY (`logger_id`) REFERENCES `e_loggers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`form_version_id`) REFERENCES `logger_form_versions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `logger_submissions_client_idx` ON `logger_submissions` (`logger_id`,`client_uuid`);--> statement-breakpoint
CREATE INDEX `logger_submissions_slot_idx` ON `logger_submissions` (`logger_id`,`slot_due_at`);--> statement-breakpoint
CREATE INDEX `logger_submissions_received_idx` ON `logger_submissions` (`received_at`);--> statement-breakpoint
CREATE TABLE `logger_work_orders` (
	`submission_id` integer NOT NULL,
	`field` text NOT NULL,
	`work_order_id` integer NOT NULL,
	PRIMARY KEY(`submission_id`, `field`),
	FOREIGN KEY (`submission_id`) REFERENCES `logger_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `logger_work_orders_wo_idx` ON `logger_work_orders` (`work_order_id`);--> statement-breakpoint
CREATE TABLE `logger_approvals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`step` integer NOT NULL,
	`actor_id` integer,
	`signer_name` text NOT NULL,
	`decision` text NOT NULL,
	`meaning` text NOT NULL,
	`comment` text,
	`data_hash` text NOT NULL,
	`signed_at` text NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `logger_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `logger_approvals_submission_idx` ON `logger_approvals` (`submission_id`);--> statement-breakpoint
CREATE TABLE `logger_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`logger_id` integer NOT NULL,
	`form_version_id` integer NOT NULL,
	`client_uuid` text NOT NULL,
	`data` text NOT NULL,
	`rev` integer DEFAULT 1 NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`logger_id`) REFERENCES `e_loggers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `logger_drafts_client_idx` ON `logger_drafts` (`user_id`,`client_uuid`);--> statement-breakpoint
CREATE TABLE `logger_missed_slots` (
	`logger_id` integer NOT NULL,
	`due_at` text NOT NULL,
	`window_end` text NOT NULL,
	`marked_at` text NOT NULL,
	PRIMARY KEY(`logger_id`, `due_at`),
	FOREIGN KEY (`logger_id`) REFERENCES `e_loggers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `logger_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`logger_id` integer,
	`submission_id` integer,
	`message` text NOT NULL,
	`created_at` text NOT NULL,
	`read_at` text
);
--> statement-breakpoint
CREATE INDEX `logger_notifications_user_idx` ON `logger_notifications` (`user_id`,`read_at`);
