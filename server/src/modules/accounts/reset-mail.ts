import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';

export function resetMail(to: string, firstName: string, link: string) {
  return composeMail({
    to,
    subject: 'Reset your Slotmap password',
    heading: SLOTMAP,
    greeting: firstName,
    paragraphs: [
      'Someone asked to reset the password of your Slotmap account. To choose a new one, follow the link below within one hour.',
    ],
    facts: [{ label: 'Account', value: to }],
    action: { label: 'Choose a new password', url: link },
    notes: ['If this was not you, ignore this mail: your password stays as it is.'],
  });
}
