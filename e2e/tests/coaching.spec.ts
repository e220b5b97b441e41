import { expect, test, type Page } from './server';
import { apiHeaders, demo, outbox, signedIn, type OutboxEmail } from './support';

// A family books a call with the demo coach (Chris Coach, coach@demo.test) on the started server, the coach
// sees it, a second family is refused the same slot, and that family can read neither the booking nor the
// notes. grace@'s family has no call in the demo world (parent@'s has one already and sees it instead of the
// coaches); monthly@'s family is the other one.

const slotTaken = 'This time has just been booked by someone else. Please pick another time.';

interface Call {
  id: number;
  coach: { id: number; name: string };
  client: { id: number; name: string };
  starts_at: string;
  status: string;
}

async function accountIdOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v2/user/info/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { account: { id: number } }).account.id;
}

test('a family books a call, the coach sees it, another family is refused the slot and cannot read it', async ({
  browser,
}) => {
  // --- grace@ books the first free slot ---
  const family = await browser.newPage();
  await signedIn(family, demo.grace);
  await family.goto('/dashboard/coaches?ref=e2e');
  await expect(family.getByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
  // The demo coach's card, then the first free slot (its accessible name is its full date and time). The
  // coach's name is read from the server: another spec (account.spec.ts) renames coach@ while this runs.
  const coaches = await family.request.get('/api/v2/coaching/coaches/', {
    headers: await apiHeaders(family),
  });
  const coachName = ((await coaches.json()) as { results: { name: string }[] }).results[0]!.name;
  const chooseCoach = family.getByRole('button', { name: `See times with ${coachName}`, exact: true });
  await expect(chooseCoach).toBeVisible({ timeout: 15_000 });
  await chooseCoach.click();
  const first = family
    .getByRole('group', { name: `Free times with ${coachName}`, exact: true })
    .getByRole('button')
    .first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const when = (await first.getAttribute('aria-label')) ?? '';
  expect(when).toMatch(/\d/);
  await first.click();
  const dialog = family.getByRole('dialog', { name: 'Book this call?' });
  await dialog.getByRole('button', { name: 'Book the call' }).click();
  await expect(family.getByText(`Your call with ${coachName} is booked for`)).toBeVisible();
  await expect(family.getByRole('heading', { name: 'Your next call' })).toBeVisible();
  await expect(family.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  const familyHeaders = await apiHeaders(family);
  const bookings = await family.request.get('/api/v2/coaching/bookings/', { headers: familyHeaders });
  expect(bookings.status()).toBe(200);
  const [call] = ((await bookings.json()) as { results: Call[] }).results;
  if (!call) throw new Error('The booking is not among the family’s bookings');
  const familyAccount = await accountIdOf(family);
  expect(call.client.id).toBe(familyAccount);

  // --- the confirmation goes over SMTP, with the call's calendar file attached, and reads as a page ---
  let confirmation: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        confirmation = (await outbox(family.request, demo.grace)).find(
          (mail) => mail.subject === 'Your coaching call is booked' && mail.status === 'sent',
        );
        return confirmation?.attachments.map((file) => [file.filename, file.content_type]);
      },
      { message: 'the booking confirmation delivered over SMTP', timeout: 15_000 },
    )
    .toEqual([['coaching-call.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
  const calendar = confirmation!.attachments[0]!.content;
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`DTSTART:${call.starts_at.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
  expect(confirmation!.body).toContain('coaching-call.ics');
  const letter = await browser.newPage();
  await letter.goto(confirmation!.html_url!);
  await expect(letter.getByText(`coaching call with ${coachName} is booked for`)).toBeVisible();
  await expect(letter.locator('html')).toHaveAttribute('lang', 'en');
  await letter.close();

  // --- the coach sees it among the upcoming calls ---
  const coach = await browser.newPage();
  await signedIn(coach, demo.coach);
  await coach.goto('/dashboard/coaching');
  const upcoming = coach.getByRole('region', { name: 'Upcoming calls' });
  const today = coach.getByRole('region', { name: 'Today' });
  await expect(upcoming.or(today).getByText(call.client.name).first()).toBeVisible({ timeout: 15_000 });

  // --- monthly@'s family: the same slot is refused, the booking and the notes are not theirs to read ---
  const other = await browser.newPage();
  await signedIn(other, demo.monthly);
  const otherHeaders = await apiHeaders(other);
  const widget = await other.request.get('/api/v2/coaching/coaches/', { headers: otherHeaders });
  const chris = ((await widget.json()) as { results: { id: number; widget_id: string }[] }).results.find(
    (candidate) => candidate.id === call.coach.id,
  );
  if (!chris) throw new Error('Chris Coach is not among the coaches');
  const second = await other.request.post('/api/v2/coaching/book/', {
    headers: otherHeaders,
    data: { widget_id: chris.widget_id, starts_at: call.starts_at },
  });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { detail: string }).detail).toBe(slotTaken);

  const theirCalls = await other.request.get(`/api/v2/coaching/calls/?client_id=${familyAccount}`, {
    headers: otherHeaders,
  });
  if (theirCalls.status() === 200) {
    const ids = ((await theirCalls.json()) as { results: Call[] }).results.map((item) => item.id);
    expect(ids).not.toContain(call.id);
  } else {
    expect([403, 404]).toContain(theirCalls.status());
  }
  const cancel = await other.request.post(`/api/v2/coaching/bookings/${call.id}/cancel/`, {
    headers: otherHeaders,
  });
  expect([403, 404]).toContain(cancel.status());
  const notes = await other.request.get(`/api/v2/coaching/notes/?client_id=${familyAccount}`, {
    headers: otherHeaders,
  });
  expect([403, 404]).toContain(notes.status());

  // --- the family cancels it again (the demo world as it was) ---
  await family.getByRole('button', { name: 'Cancel the call' }).click();
  await family
    .getByRole('alertdialog', { name: 'Cancel this call?' })
    .getByRole('button', { name: 'Cancel the call' })
    .click();
  await expect(family.getByRole('heading', { name: 'Pick a coach' })).toBeVisible();
});
