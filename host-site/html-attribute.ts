/**
 * A value the platform sent, made safe inside a double-quoted attribute of the page's HTML: it can
 * neither close the attribute nor open a tag.
 */
export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
