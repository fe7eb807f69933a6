-- People search covers Snipe-IT v8's searched user columns too (address, city, state, country, zip,
-- website, locale): the trigram index of 0005 is rebuilt with them, its triggers with it.
DROP TRIGGER `users_search_insert`;--> statement-breakpoint
DROP TRIGGER `users_search_delete`;--> statement-breakpoint
DROP TRIGGER `users_search_update`;--> statement-breakpoint
DROP TABLE `users_search`;--> statement-breakpoint
CREATE VIRTUAL TABLE `users_search` USING fts5(
	`first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`,
	tokenize='trigram'
);--> statement-breakpoint
INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	SELECT id, first_name, last_name, username, email, phone, jobtitle, employee_num, notes, address, city, state, country, zip, website, locale, first_name || ' ' || coalesce(last_name, '') FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.address, new.city, new.state, new.country, new.zip, new.website, new.locale, new.first_name || ' ' || coalesce(new.last_name, ''));
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale` ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `address`, `city`, `state`, `country`, `zip`, `website`, `locale`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.address, new.city, new.state, new.country, new.zip, new.website, new.locale, new.first_name || ' ' || coalesce(new.last_name, ''));
END;
