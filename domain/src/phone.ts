/** Keeps the digits of a phone number: forms strip everything else as it is typed. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** 10-digit numbers are shown 3-3-4 (416-555-0199); anything else is shown as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phoneDigits(phone);
  if (digits.length !== 10) return phone;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
