/** A coupon's discount on a cart total (contract, issue 4): its amount or percentage of the total, never beyond it. */
export function couponDiscount(total: number, coupon: { amount?: number | null; percentage?: number | string | null } | null | undefined): number {
  if (!coupon || total <= 0) return 0;
  const off = coupon.amount != null ? coupon.amount : Math.floor((Number(coupon.percentage ?? 0) / 100) * total + 1e-9);
  return Math.max(0, Math.min(total, off));
}
