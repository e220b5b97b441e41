// Webinars (issue 14): a host's session with a fixed number of seats.

/** A webinar's seats as counted. */
export interface WebinarSeats {
  capacity: number;
  registered: number;
}

/** The seats still free (never below 0). */
export function seatsLeft({ capacity, registered }: WebinarSeats): number {
  return Math.max(0, capacity - registered);
}

/** Whether no seat is left. */
export function isFull(seats: WebinarSeats): boolean {
  return seatsLeft(seats) === 0;
}
