import type { CompanyView } from '@slotmap/domain/company-view';

export type SocialSite = keyof CompanyView['social'];

export interface SocialLink {
  site: SocialSite;
  label: string;
  href: string;
}

const LABELS: Record<SocialSite, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
};

/** An http(s) address from what the owner typed ('facebook.com/x' gets https://), else null. */
export function webAddress(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  // Anything with another scheme (javascript:, mailto:) never becomes a link.
  if (/^[a-z][a-z\d+.-]*:/i.test(text) && !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** Twitter is free text (business form): a handle such as '@harbour' links to its profile. */
function twitterAddress(value: string): string | null {
  const handle = value.trim().match(/^@?(\w{1,15})$/)?.[1];
  return handle ? `https://x.com/${handle}` : webAddress(value);
}

/** The business's social links that lead somewhere, in a fixed order. */
export function socialLinks(social: CompanyView['social']): SocialLink[] {
  return (Object.keys(LABELS) as SocialSite[]).flatMap((site) => {
    const value = social[site] ?? '';
    const href = site === 'twitter' ? twitterAddress(value) : webAddress(value);
    return href ? [{ site, label: LABELS[site], href }] : [];
  });
}
