/** SPEC's times are GMT+8 (the clock in the header too): the same zone for every record. */
export const gmt8Time = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
