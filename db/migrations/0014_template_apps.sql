CREATE TABLE `tapp_bookmarks` (
	`user_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY (`user_id`, `page_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tapp_todos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`due_date` text,
	`description` text,
	`assignee_id` integer,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_completed` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT 0 NOT NULL,
	`is_important` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tapp_todos_user_idx` ON `tapp_todos` (`user_id`, `is_deleted`);--> statement-breakpoint
CREATE TABLE `tapp_chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`message` text NOT NULL,
	`sent_at` text NOT NULL,
	`seen_at` text,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tapp_chat_pair_idx` ON `tapp_chat_messages` (`sender_id`, `recipient_id`, `id`);--> statement-breakpoint
CREATE INDEX `tapp_chat_recipient_idx` ON `tapp_chat_messages` (`recipient_id`, `seen_at`);--> statement-breakpoint
CREATE TABLE `tapp_chat_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'offline' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tapp_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`from_name` text NOT NULL,
	`from_email` text NOT NULL,
	`from_avatar` text DEFAULT '' NOT NULL,
	`recipients` text DEFAULT '[]' NOT NULL,
	`cc` text DEFAULT '[]' NOT NULL,
	`bcc` text DEFAULT '[]' NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`labels` text DEFAULT '[]' NOT NULL,
	`replies` text DEFAULT '[]' NOT NULL,
	`folder` text DEFAULT 'inbox' NOT NULL,
	`is_starred` integer DEFAULT 0 NOT NULL,
	`is_read` integer DEFAULT 0 NOT NULL,
	`sent_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tapp_emails_user_idx` ON `tapp_emails` (`user_id`, `folder`, `sent_at`);--> statement-breakpoint
CREATE TABLE `tapp_calendar_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`start` text NOT NULL,
	`end` text,
	`all_day` integer DEFAULT 0 NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`calendar` text NOT NULL,
	`guests` text DEFAULT '[]' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tapp_calendar_user_idx` ON `tapp_calendar_events` (`user_id`, `calendar`, `start`);
