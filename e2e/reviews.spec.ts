import { expect, test } from './axe.ts';
import { bookTomorrow, registerPerson, signedIn } from './people.ts';

// Verified reviews, end to end: a visit is booked, the server's clock is moved past it (PUT
// /api/dev/clock, only on the test server), the review request arrives in the app, the customer
// reviews the visit from the booking page, the owner replies on the public page, and the
// business's card on /find shows the average and count.

const stamp = `${Date.now()}`.slice(-6);
const password = 'reviews-pass1';
// Kingston, Ontario: away from the demo businesses, so the card is easy to find.
const KINGSTON = { lat: 44.2312, lng: -76.486 };

test.describe('verified reviews', () => {
  test.afterAll(async ({ request }) => {
    await request.put('/api/dev/clock', { data: { now: null } });
  });

  test('a past visit, its review request, the review, the owner’s reply and the stars on the card', async ({
    browser,
    request,
  }) => {
    // The request sweep runs every minute: the journey may wait for one run.
    test.setTimeout(4 * 60_000);
    const owner = await registerPerson(request, 'Olive', 'Owner', password);
    const customer = await registerPerson(request, 'Carl', 'Customer', password);
    const name = `Limestone Dental ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Family dentistry',
        email: `limestone-${stamp}@example.com`,
        phone: '6135550111',
        category: 'Dental',
        subcategory: 'General Dentistry',
        street_address: '216 Ontario St',
        city: 'Kingston',
        province: 'ON',
        country: 'Canada',
        postal: 'K7L 2Z3',
        ...KINGSTON,
        services: [
          {
            name: 'Assessment',
            description: 'A first visit',
            price: '90',
            service_duration: 30,
            book_online: true,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();
    const service = company.services[0]._id as string;

    const booking = await bookTomorrow(request, customer.token, company._id, service);

    // Before the visit there is nothing to review.
    const early = await request.post('/api/reviews', {
      headers: { 'x-auth-token': customer.token },
      data: { booking: booking._id, rating: 5, text: '' },
    });
    expect(early.status()).toBe(400);

    const later = new Date(Date.parse(booking.end) + 60 * 60_000).toISOString();
    expect((await request.put('/api/dev/clock', { data: { now: later } })).status()).toBe(200);

    const customerPage = await signedIn(browser, customer.email, password, {
      now: new Date(later),
    });

    await test.step('the review request arrives in the app after the visit', async () => {
      const title = `How was your visit to ${name}?`;
      await expect(async () => {
        const res = await request.get('/api/messages?section=user', {
          headers: { 'x-auth-token': customer.token },
        });
        const messages: { title: string }[] = await res.json();
        expect(messages.map((m) => m.title)).toContain(title);
      }).toPass({ timeout: 2 * 60_000, intervals: [5_000] });
      await customerPage.goto('/messages');
      await customerPage.getByRole('link', { name: new RegExp(title.replace('?', '\\?')) }).click();
      await expect(customerPage).toHaveURL(new RegExp(`/bookings/${booking._id}`));
    });

    await test.step('the customer reviews the visit from the booking page', async () => {
      const card = customerPage.getByRole('region', { name: `Your review of ${name}` });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Post review' }).click();
      await expect(card.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
      // Keyboard: the stars are radio buttons.
      await card.getByRole('radio', { name: '4 stars' }).focus();
      await customerPage.keyboard.press('Space');
      await card
        .getByRole('textbox', { name: 'Your review (optional)' })
        .fill('Clear advice and a plan I could follow.');
      await card.getByRole('button', { name: 'Post review' }).click();
      await expect(customerPage.getByText('Thank you for your review')).toBeVisible();
      await expect(card.getByText('Clear advice and a plan I could follow.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Edit review' })).toBeVisible();
    });

    const ownerPage = await signedIn(browser, owner.email, password, { now: new Date(later) });

    await test.step('the owner replies on the public page', async () => {
      await ownerPage.goto(`/company/${company._id}`);
      const reviews = ownerPage.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByTestId('rating-summary')).toHaveText('4.0 out of 5 · 1 review');
      const item = reviews.getByRole('article', { name: 'Review by Carl C.' });
      await expect(item.getByText(/^Verified visit · Assessment · /)).toBeVisible();
      await item.getByRole('button', { name: 'Reply' }).click();
      await item
        .getByRole('textbox', { name: 'Your public reply' })
        .fill('Thank you, Carl. See you at the follow-up.');
      await item.getByRole('button', { name: 'Post reply' }).click();
      await expect(ownerPage.getByText('Reply posted')).toBeVisible();
      await expect(item.getByText('Thank you, Carl. See you at the follow-up.')).toBeVisible();
      await expect(item.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    });

    await test.step('the card on /find shows the average and count, sorted by rating', async () => {
      const search = encodeURIComponent(name);
      await customerPage.goto(
        `/find?lat=${KINGSTON.lat}&lng=${KINGSTON.lng}&miles=2&search=${search}`,
      );
      await customerPage.getByRole('radio', { name: 'Rating' }).focus();
      await customerPage.keyboard.press('Space');
      await expect(customerPage).toHaveURL(/sort=rating/);
      await expect(customerPage).toHaveURL(/miles=2(&|$)/);
      const card = customerPage.getByTestId('rating-summary').first();
      await expect(card).toHaveText('4.0 out of 5 · 1 review');
    });

    await customerPage.context().close();
    await ownerPage.context().close();
  });
});
