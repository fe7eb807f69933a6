import { toStoredDateTime, type QueryOf } from '@cmms/contracts';
import { CALENDARS, type CalendarEvent } from '@cmms/contracts/template-apps/schemas';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { TAPP_TEXT } from './texts.js';
import { callerId, idOf, parseDate, parseJson, plainObject, refuse, templateCall, toId } from './shared.js';

interface StoredEvent {
  id: number;
  user_id: number;
  title: string;
  start: string;
  end: string | null;
  all_day: number;
  url: string;
  calendar: string;
  guests: string;
  location: string;
  description: string;
}

type Calendar = (typeof CALENDARS)[number];
const isCalendar = (v: unknown): v is Calendar => typeof v === 'string' && (CALENDARS as readonly string[]).includes(v);

const toEvent = (row: StoredEvent): CalendarEvent => ({
  id: row.id,
  title: row.title,
  start: row.start,
  end: row.end ?? row.start,
  allDay: row.all_day === 1,
  url: row.url,
  display: 'block',
  extendedProps: {
    calendar: isCalendar(row.calendar) ? row.calendar : 'ETC',
    guests: parseJson<unknown[]>(row.guests, []),
    location: row.location,
    description: row.description,
  },
});

/**
 * The calendars asked for: `calendars`, `calendars[]` repeated or comma-joined. Absent = all five (the
 * stock thunk loses it, reference §13); present but empty (`calendars=`) = none.
 */
function selectedCalendars(query: QueryOf<'tapps.calendar.events'>): Set<string> {
  const raw = query.calendars ?? query['calendars[]'];
  if (raw === undefined) return new Set(CALENDARS);
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(','));
  return new Set(values.map((v) => v.trim()).filter(isCalendar));
}

/**
 * The template's calendar (reference §8): each signed-in user's own events in the five categories. Ids
 * arrive as strings on update; dates as ISO, `yyyy-MM-dd` or epoch ms; guests are kept as sent.
 */
export function registerCalendar(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (userId: number, id: number | undefined) =>
    id === undefined
      ? undefined
      : (sqlite.prepare('SELECT * FROM tapp_calendar_events WHERE id = ? AND user_id = ?').get(id, userId) as
          StoredEvent | undefined);

  registerAction(
    app,
    'tapps.calendar.events',
    async ({ query, request }) => {
      const wanted = selectedCalendars(query);
      const rows = sqlite
        .prepare('SELECT * FROM tapp_calendar_events WHERE user_id = ? ORDER BY start, id')
        .all(callerId(request)) as StoredEvent[];
      return rows.filter((r) => wanted.has(r.calendar)).map(toEvent);
    },
    templateCall,
  );

  /** The columns an event body sets, checked against the stored event when updating. */
  const fieldsOf = (raw: Record<string, unknown>, existing?: StoredEvent) => {
    const props = plainObject(raw.extendedProps) ?? {};
    const values: Record<string, unknown> = {};
    const messages: Record<string, string[]> = {};
    if (!existing || 'title' in raw) {
      const title = typeof raw.title === 'string' ? raw.title.trim() : '';
      if (!title) messages.title = [TAPP_TEXT.eventTitle];
      else if (title.length > 255) messages.title = [TAPP_TEXT.titleTooLong];
      else values.title = title;
    }
    let start = existing ? parseDate(existing.start) : undefined;
    if (!existing || 'start' in raw) {
      start = parseDate(raw.start);
      if (!start) messages.start = [TAPP_TEXT.eventStart];
      else values.start = start.toISOString();
    }
    if ('end' in raw) {
      const end = parseDate(raw.end);
      values.end = end ? end.toISOString() : null;
      if (end && start && end < start) messages.end = [TAPP_TEXT.eventEnd];
    }
    if ('allDay' in raw) values.all_day = raw.allDay === true || raw.allDay === 'true' ? 1 : 0;
    // The form sends `url` at the top level when editing, in `extendedProps` when adding.
    const url = raw.url ?? props.url;
    if (url !== undefined) values.url = typeof url === 'string' ? url.slice(0, 2000) : '';
    if (!existing || 'calendar' in props) {
      if (!isCalendar(props.calendar)) messages.calendar = [TAPP_TEXT.eventCalendar];
      else values.calendar = props.calendar;
    }
    if ('guests' in props)
      values.guests = JSON.stringify(Array.isArray(props.guests) ? props.guests.slice(0, 100) : []);
    if ('location' in props) values.location = typeof props.location === 'string' ? props.location.slice(0, 255) : '';
    const description = props.description ?? props.desc;
    if (description !== undefined)
      values.description = typeof description === 'string' ? description.slice(0, 10_000) : '';
    return Object.keys(messages).length ? { messages } : { values };
  };

  registerAction(
    app,
    'tapps.calendar.add',
    async ({ body, request, reply }) => {
      const raw = body.event ?? {};
      const { values, messages } = fieldsOf(raw);
      if (messages) return failure(messages);
      const row = { user_id: callerId(request), ...values, created_at: toStoredDateTime(app.ctx.clock()) };
      const keys = Object.keys(row);
      const id = Number(
        sqlite
          .prepare(`INSERT INTO tapp_calendar_events (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
          .run(...Object.values(row)).lastInsertRowid,
      );
      return reply.status(201).send({ event: toEvent(find(row.user_id, id)!) });
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.calendar.update',
    async ({ body, request }) => {
      const raw = body.event ?? {};
      const userId = callerId(request);
      const existing = find(userId, toId(raw.id));
      if (!existing) return failure(TAPP_TEXT.eventNotFound);
      const { values, messages } = fieldsOf(raw, existing);
      if (messages) return failure(messages);
      const keys = Object.keys(values ?? {});
      if (keys.length)
        sqlite
          .prepare(`UPDATE tapp_calendar_events SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`)
          .run(...Object.values(values ?? {}), existing.id);
      return { event: toEvent(find(userId, existing.id)!) };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.calendar.remove',
    async ({ request, reply }) => {
      const { id, named } = idOf(request, ['id']);
      // The stock thunk sends no id (reference §13); the stock API then removed the last event. Not here.
      if (!named) return refuse(reply, { id: [TAPP_TEXT.noEvent] });
      const existing = find(callerId(request), id);
      if (!existing) return failure(TAPP_TEXT.eventNotFound);
      sqlite.prepare('DELETE FROM tapp_calendar_events WHERE id = ?').run(existing.id);
      return { id: existing.id };
    },
    templateCall,
  );
}
