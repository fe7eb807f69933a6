CREATE TABLE `schedule_occurrences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scheduler_id` integer NOT NULL,
	`occurrence_date` text NOT NULL,
	`asset_id` integer,
	`work_order_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`scheduler_id`) REFERENCES `schedulers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`work_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `schedule_occurrences_key_idx` ON `schedule_occurrences` (`scheduler_id`,`occurrence_date`,coalesce(`asset_id`, 0));--> statement-breakpoint
CREATE INDEX `schedule_occurrences_date_idx` ON `schedule_occurrences` (`occurrence_date`);--> statement-breakpoint
CREATE INDEX `schedule_occurrences_asset_idx` ON `schedule_occurrences` (`asset_id`);--> statement-breakpoint
CREATE INDEX `schedule_occurrences_work_order_idx` ON `schedule_occurrences` (`work_order_id`);--> statement-breakpoint
CREATE TABLE `scheduler_assets` (
	`scheduler_id` integer NOT NULL,
	`asset_id` integer NOT NULL,
	PRIMARY KEY(`scheduler_id`, `asset_id`),
	FOREIGN KEY (`scheduler_id`) REFERENCES `schedulers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scheduler_assets_asset_idx` ON `scheduler_assets` (`asset_id`);--> statement-breakpoint
CREATE TABLE `schedulers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`target_type` text DEFAULT 'assets' NOT NULL,
	`model_id` integer,
	`category_id` integer,
	`location_id` integer,
	`pre_checklists` text DEFAULT '[]' NOT NULL,
	`inter_checklists` text DEFAULT '[]' NOT NULL,
	`post_checklists` text DEFAULT '[]' NOT NULL,
	`assignee` integer,
	`assignee_group` integer,
	`priority_id` integer,
	`work_order_category_id` integer,
	`estimated_minutes` integer,
	`lead_days` integer,
	`frequency` text NOT NULL,
	`interval` integer,
	`weekdays` text,
	`monthly_mode` text DEFAULT 'day_of_month' NOT NULL,
	`day_of_month` integer,
	`ordinal` text,
	`weekday` text,
	`month` integer,
	`basis` text DEFAULT 'fixed' NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`skip_dates` text,
	`paused` integer DEFAULT false NOT NULL,
	`generate_from` text,
	`customer_id` integer,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`model_id`) REFERENCES `models`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_group`) REFERENCES `permission_groups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`priority_id`) REFERENCES `work_order_priorities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`work_order_category_id`) REFERENCES `work_order_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `schedulers_name_idx` ON `schedulers` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `schedulers_location_idx` ON `schedulers` (`location_id`);--> statement-breakpoint
CREATE INDEX `schedulers_model_idx` ON `schedulers` (`model_id`);--> statement-breakpoint
CREATE INDEX `schedulers_category_idx` ON `schedulers` (`category_id`);--> statement-breakpoint
CREATE INDEX `schedulers_assignee_idx` ON `schedulers` (`assignee`);--> statement-breakpoint
CREATE TABLE `user_skills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`skill` text NOT NULL,
	`level` integer DEFAULT 1 NOT NULL,
	`certified_until` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_skills_user_skill_idx` ON `user_skills` (`user_id`,"skill" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `user_skills_skill_idx` ON `user_skills` ("skill" COLLATE NOCASE);--> statement-breakpoint
ALTER TABLE `users` ADD `working_hours` text;--> statement-breakpoint
CREATE INDEX `work_orders_breakdowns_idx` ON `work_orders` (`created_at`,`category_id`,`state`,`source`,`deleted_at`,`completed_at`);