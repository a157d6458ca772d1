/** Text for HTML: the five characters that could open markup or leave an attribute, as numeric references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
