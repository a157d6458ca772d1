/**
 * Belgian structured communication (+++ddd/dddd/dddcc+++): 10 digits, then their value mod 97 as the two check digits
 * (97 when the remainder is 0). The organiser's payments_references_prefix leads (its digits only, at most 6), the cart
 * id fills the rest, so the reference is stable for a cart and a bank statement line maps back to it.
 */
export function structuredCommunication(cartId: number, prefix: string | null | undefined): string {
  const lead = String(prefix ?? '')
    .replace(/\D/g, '')
    .slice(0, 6);
  const body = (lead + String(cartId).padStart(10 - lead.length, '0')).slice(-10);
  const check = Number(BigInt(body) % 97n) || 97;
  const digits = body + String(check).padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7, 12)}+++`;
}

/** True when a +++ddd/dddd/dddcc+++ string carries the right check digits. */
export function isValidStructuredCommunication(value: string): boolean {
  const m = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(value);
  if (!m) return false;
  const digits = m[1]! + m[2]! + m[3]!;
  const expected = Number(BigInt(digits.slice(0, 10)) % 97n) || 97;
  return Number(digits.slice(10)) === expected;
}
