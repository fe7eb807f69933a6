-- Issue 28: a logger's history reads its newest entries first (a year of hourly readings at the large profile). This index gives the page in order without reading the other loggers' entries.
CREATE INDEX `logger_submissions_history_idx` ON `logger_submissions` (`logger_id`,`received_at`,`id`);
