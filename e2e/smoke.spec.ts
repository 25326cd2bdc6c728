import { expect, test } from './axe.ts';

test.describe('smoke', () => {
  test('the home page shows the Slotmap header', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toContainText('Slotmap');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, this page does not exist')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Slotmap');
  });

  test('GET /api/health answers ok, with the outbox counts', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({
      status: 'ok',
      outbox: { queued: expect.any(Number), retrying: expect.any(Number), dead: 0 },
    });
  });

  test('an unknown API path is a JSON 404 in the errors shape', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toEqual({ errors: [{ msg: expect.any(String) }] });
    expect(body.errors[0].msg.length).toBeGreaterThan(0);
  });
});
