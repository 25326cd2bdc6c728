import { everyone, type RouteRow, signedIn } from './route-row.ts';

/** Reminder choices and Twilio's inbound texts (decision 057). */
export const reminderRows: RouteRow[] = [
  {
    route: 'PUT /api/users/me/reminders',
    call: () => ({ url: '/api/users/me/reminders', body: { reminder_mails: true } }),
    expect: signedIn(200),
  },
  {
    // The matrix's world has no Twilio account: no inbound text is taken, signed or not. The
    // signature itself is tested in modules/reminders/twilio-webhook.test.ts.
    route: 'POST /api/webhooks/twilio/sms',
    call: () => ({ url: '/api/webhooks/twilio/sms', body: { From: '+14165550100', Body: 'STOP' } }),
    expect: everyone(403),
  },
];
