/** The public share address of a business (spec §2: /share/company/:id). */
export function shareLink(companyId: string): string {
  return `${window.location.origin}/share/company/${companyId}`;
}

/**
 * Copies text to the clipboard; false when the browser refuses (no Clipboard API outside a
 * secure context, or permission denied), so the caller can offer the text another way.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
