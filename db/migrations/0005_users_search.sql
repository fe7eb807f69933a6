-- People search at 5,000 users: an FTS5 trigram index over the `users` declaration's searched text
-- columns plus the full name ("first last"), which the asset search also matches. It keeps its own
-- copy of the text because the full name is not a column; triggers keep it in step with `users`.
CREATE VIRTUAL TABLE `users_search` USING fts5(
	`first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `full_name`,
	tokenize='trigram'
);--> statement-breakpoint
INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `full_name`)
	SELECT id, first_name, last_name, username, email, phone, jobtitle, employee_num, notes, first_name || ' ' || coalesce(last_name, '') FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.first_name || ' ' || coalesce(new.last_name, ''));
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes` ON `users` BEGIN
	DELETE FROM `users_search` WHERE rowid = old.id;
	INSERT INTO `users_search` (rowid, `first_name`, `last_name`, `username`, `email`, `phone`, `jobtitle`, `employee_num`, `notes`, `full_name`)
	VALUES (new.id, new.first_name, new.last_name, new.username, new.email, new.phone, new.jobtitle, new.employee_num, new.notes, new.first_name || ' ' || coalesce(new.last_name, ''));
END;
