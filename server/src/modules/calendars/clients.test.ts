import { describe, expect, it } from 'vitest';
import { discoverCaldav } from '../../integrations/calendar/caldav.ts';
import { testConfig } from '../../test/app.ts';
import { outboundPolicy } from './clients.ts';

describe('where CalDAV requests may go, by configuration', () => {
  it('reaches private addresses only with CALDAV_ALLOW_PRIVATE, and https only in production', async () => {
    const production = outboundPolicy(
      testConfig({ env: 'production', caldavAllowPrivate: undefined }),
    );
    expect(production).toEqual({ allowPrivate: false, requireHttps: true });
    expect(outboundPolicy(testConfig({ env: 'development', caldavAllowPrivate: true }))).toEqual({
      allowPrivate: true,
      requireHttps: false,
    });
    // Refused before anything is sent: a plain http address in production.
    await expect(
      discoverCaldav('http://caldav.example.com/', 'ada', 'secret', production),
    ).rejects.toThrow('Enter the calendar server’s https:// address');
    await expect(discoverCaldav('https://[::1]/', 'ada', 'secret', production)).rejects.toThrow(
      /private network/,
    );
  });
});
