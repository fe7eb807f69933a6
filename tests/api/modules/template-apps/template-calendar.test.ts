import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';

/** The template's calendar (reference §8): per-user events, the five categories all selected by default. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Event {
  id: number;
  title: string;
  start: string;
  end: string;
  url: string;
  extendedProps: { calendar: string; guests: unknown[]; location: string; description: string };
}
const events = async (query = '') =>
  (await t.call('technician', { url: `/apps/calendar/events${query}` })).json() as Event[];
const categories = (list: Event[]) => new Set(list.map((e) => e.extendedProps.calendar));

describe('calendar', () => {
  it('answers every category when the stock thunk sends none, and only the asked ones otherwise', async () => {
    const all = await events();
    expect([...categories(all)].sort()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal']);
    expect(all.some((e) => e.title.startsWith('PM visit:'))).toBe(true);
    expect(all.some((e) => e.title.startsWith('Contract renewal:'))).toBe(true);
    expect([...categories(await events('?calendars=Business&calendars=Holiday'))].sort()).toEqual([
      'Business',
      'Holiday',
    ]);
    expect([...categories(await events('?calendars[]=ETC'))]).toEqual(['ETC']);
    expect([...categories(await events('?calendars=Personal,Family'))].sort()).toEqual(['Family', 'Personal']);
    expect(await events('?calendars=')).toEqual([]);
  });

  it('adds an event, updates it with a string id (form edit and drag), and keeps guests as sent', async () => {
    const guests = [{ value: 'tech', label: 'Rajesh Nair', avatar: '' }];
    const added = await t.call('technician', {
      method: 'POST',
      url: '/apps/calendar/add-event',
      payload: {
        event: {
          title: 'PM visit: Seef tower chillers',
          start: '2026-11-10T05:00:00.000Z',
          end: '2026-11-10T08:00:00.000Z',
          allDay: false,
          display: 'block',
          extendedProps: { calendar: 'Business', guests, location: 'Seef', desc: 'Quarterly PM' },
        },
      },
    });
    expect(added.statusCode).toBe(201);
    const { event } = added.json() as { event: Event };
    expect(event.extendedProps).toEqual({
      calendar: 'Business',
      guests,
      location: 'Seef',
      description: 'Quarterly PM',
    });
    const edited = await t.call('technician', {
      method: 'POST',
      url: '/apps/calendar/update-event',
      payload: {
        event: {
          id: String(event.id),
          title: 'PM visit: Seef chillers',
          url: 'https://example.test/pm',
          extendedProps: { calendar: 'ETC', description: 'Moved' },
        },
      },
    });
    expect(edited.json().event).toMatchObject({
      title: 'PM visit: Seef chillers',
      url: 'https://example.test/pm',
      extendedProps: { calendar: 'ETC', description: 'Moved' },
    });
    const dragged = await t.call('technician', {
      method: 'POST',
      url: '/apps/calendar/update-event',
      payload: {
        event: {
          id: String(event.id),
          start: '2026-11-12T05:00:00.000Z',
          end: '2026-11-12T07:00:00.000Z',
          extendedProps: { calendar: 'ETC' },
        },
      },
    });
    expect(dragged.json().event).toMatchObject({ start: '2026-11-12T05:00:00.000Z', end: '2026-11-12T07:00:00.000Z' });
    expect((await events('?calendars=ETC')).find((e) => e.id === event.id)?.title).toBe('PM visit: Seef chillers');
  });

  it('removes by id; an id-less remove (the stock thunk) removes nothing and says so', async () => {
    const before = t.count('tapp_calendar_events');
    const bare = await t.call('technician', { method: 'DELETE', url: '/apps/calendar/remove-event' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      status: 'error',
      messages: { id: ['The request names no event: nothing was removed.'] },
      payload: null,
    });
    expect(t.count('tapp_calendar_events')).toBe(before);
    const target = (await events())[0]!;
    // A text body without a JSON content type, as some stock deletes send.
    const res = await t.call('technician', {
      method: 'DELETE',
      url: '/apps/calendar/remove-event',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: String(target.id),
    });
    expect(res.json()).toEqual({ id: target.id });
    expect((await events()).map((e) => e.id)).not.toContain(target.id);
    const other = (await events())[0]!;
    const typeless = await t.app.inject({
      method: 'DELETE',
      url: '/apps/calendar/remove-event',
      headers: { authorization: `Bearer ${await t.token('technician')}` },
      payload: Buffer.from(String(other.id)),
    });
    expect(typeless.statusCode).toBe(200);
    expect(t.count('tapp_calendar_events')).toBe(before - 2);
  });

  it("refuses a missing title, start or calendar in the caller's language, and another person's event", async () => {
    const res = await t.call('technician', {
      method: 'POST',
      url: '/apps/calendar/add-event',
      headers: { 'accept-language': 'fr' },
      payload: { event: { title: '', extendedProps: { calendar: 'Sports' } } },
    });
    expect(res.json()).toEqual({
      status: 'error',
      messages: {
        title: ['L’événement doit avoir un titre.'],
        start: ['L’événement doit avoir une date de début.'],
        calendar: ['Choisissez un calendrier parmi Personal, Business, Family, Holiday et ETC.'],
      },
      payload: null,
    });
    const theirs = ((await t.call('manager', { url: '/apps/calendar/events' })).json() as Event[])[0]!;
    const removed = await t.call('technician', {
      method: 'DELETE',
      url: `/apps/calendar/remove-event?id=${theirs.id}`,
    });
    expect(removed.json()).toEqual({ status: 'error', messages: 'Event not found.', payload: null });
    expect(t.count('tapp_calendar_events', `id = ${theirs.id}`)).toBe(1);
  });
});
