// The coaching area's calls (issue 14; the paths in docs/decisions.md "Coaching calls"), registered by
// src/app.ts: coaches and profiles, bookings and calls, notes, the calendar feed, webinars, sent messages.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { coachingBookingRoutes } from './bookings';
import { coachCalendarRoutes } from './calendar';
import { sentMessageRoutes } from './messages';
import { coachNoteRoutes } from './notes';
import { coachProfileRoutes } from './profile';
import { webinarRoutes } from './webinars';

export function coachingRoutes(app: Hono<AppEnv>) {
  coachProfileRoutes(app);
  coachingBookingRoutes(app);
  coachNoteRoutes(app);
  coachCalendarRoutes(app);
  webinarRoutes(app);
  sentMessageRoutes(app);
}
