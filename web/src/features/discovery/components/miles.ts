const formats = new Map<string, Intl.NumberFormat>();

/** Miles as the reader's locale writes them, to one decimal unless told: "2.5", "2,5". */
export function formatMiles(miles: number, locale: string, digits = 1): string {
  const key = `${locale} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format.format(miles);
}
