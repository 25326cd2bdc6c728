import { escapeHtml } from '../../http/html.ts';

export function resetMail(firstName: string, link: string) {
  return {
    subject: 'Reset your Slotmap password',
    text: `Hi ${firstName},\n\nSomeone asked to reset the password of your Slotmap account. To choose a new one, open this link within one hour:\n\n${link}\n\nIf this was not you, ignore this mail: your password stays as it is.\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Slotmap account. To choose a new one, open this link within one hour:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If this was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
