CREATE TABLE `template_shop_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer REFERENCES `users`(`id`) ON DELETE set null,
	`full_name` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`current_plan` text NOT NULL,
	`status` text NOT NULL,
	`company` text NOT NULL DEFAULT '',
	`country` text NOT NULL DEFAULT '',
	`contact` text NOT NULL DEFAULT '',
	`billing` text NOT NULL DEFAULT '',
	`avatar` text NOT NULL DEFAULT '',
	`avatar_color` text,
	`created_at` text
);
--> statement-breakpoint
CREATE INDEX `template_shop_users_user_idx` ON `template_shop_users` (`user_id`);
--> statement-breakpoint
CREATE TABLE `template_kanban_boards` (
	`row_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE UNIQUE INDEX `template_kanban_boards_user_slug_idx` ON `template_kanban_boards` (`user_id`, `slug`);
--> statement-breakpoint
CREATE TABLE `template_kanban_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`board_slug` text NOT NULL,
	`position` integer NOT NULL DEFAULT 0,
	`title` text NOT NULL,
	`description` text,
	`due_date` text,
	`labels` text NOT NULL DEFAULT '[]',
	`cover_image` text,
	`attachments` text NOT NULL DEFAULT '[]',
	`comments` text NOT NULL DEFAULT '[]',
	`assigned_to` text NOT NULL DEFAULT '[]'
);
--> statement-breakpoint
CREATE INDEX `template_kanban_tasks_user_idx` ON `template_kanban_tasks` (`user_id`, `position`);
--> statement-breakpoint
CREATE TABLE `template_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL DEFAULT '',
	`brand` text NOT NULL DEFAULT '',
	`category` text NOT NULL DEFAULT '',
	`price_fils` integer NOT NULL,
	`image` text NOT NULL DEFAULT '',
	`has_free_shipping` integer NOT NULL DEFAULT 0,
	`rating` integer NOT NULL DEFAULT 3
);
--> statement-breakpoint
CREATE TABLE `template_wishlist` (
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`product_id` integer NOT NULL REFERENCES `template_products`(`id`) ON DELETE cascade,
	`created_at` text,
	PRIMARY KEY(`user_id`, `product_id`)
);
--> statement-breakpoint
CREATE TABLE `template_cart` (
	`user_id` integer NOT NULL REFERENCES `users`(`id`) ON DELETE cascade,
	`product_id` integer NOT NULL REFERENCES `template_products`(`id`) ON DELETE cascade,
	`qty` integer NOT NULL DEFAULT 1,
	`created_at` text,
	PRIMARY KEY(`user_id`, `product_id`)
);
