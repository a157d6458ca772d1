// Whether the account area draws its own title (<oriel-account data-title>, docs/elements.md): a host page that
// already says "Mon compte" in its h1 would otherwise read it twice, to the eye and to a screen reader's headings list.

/** `true`: always drawn; `false`: never (the host's heading names the area); `auto`: unless a host h1 says the same. */
export type AccountTitleSetting = 'auto' | 'true' | 'false';

const same = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

export function drawsOwnTitle(setting: AccountTitleSetting, title: string, hostHeadings: readonly string[]): boolean {
  if (setting !== 'auto') return setting === 'true';
  return !hostHeadings.some((heading) => same(heading) === same(title));
}
