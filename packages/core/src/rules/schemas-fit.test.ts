// The rules declare minimal structural inputs; this checks (at type level, via tsc) that the
// entities parsed by core/src/schemas fit them, so a schema change that breaks a rule is caught.
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../schemas/index';
import type { AgeFormatLike } from './age.rules';
import type { AccountCountersLike } from './account.rules';
import type { AvailabilityLike, DateLike } from './availability.rules';
import type { canCancelRequest, membershipBadges, requestPaymentBadge, RegistrationBadgeInput, VoucherLike } from './badges.rules';
import type { bundleRemaining } from './bundle.rules';
import type { CartItemLike } from './cart.rules';
import type { PaymentMethodLike } from './checkout.rules';
import type { DocumentLike, DocumentRegistrationLike } from './documents.rules';
import type { TierLike } from './request-tier.rules';

describe('schemas fit the rules inputs', () => {
  it('catalog and cart entities', () => {
    expectTypeOf<S.Availability>().toExtend<AvailabilityLike>();
    expectTypeOf<S.AvailabilityDate>().toExtend<DateLike>();
    // the card answers (fields=card) feed the same card rules
    expectTypeOf<S.AvailabilityCardItem>().toExtend<AvailabilityLike>();
    expectTypeOf<S.AvailabilityCardDate>().toExtend<DateLike>();
    expectTypeOf<S.CartItem>().toExtend<CartItemLike>();
    expectTypeOf<S.RegistrationCartItem>().toExtend<CartItemLike>();
    expectTypeOf<S.PaymentMethod>().toExtend<PaymentMethodLike>();
    expectTypeOf<S.AgeFormat>().toExtend<AgeFormatLike>();
    expectTypeOf<S.RegistrationRequestTier>().toExtend<TierLike>();
  });
  it('account entities', () => {
    expectTypeOf<S.Registration>().toExtend<RegistrationBadgeInput>();
    expectTypeOf<S.Registration>().toExtend<DocumentRegistrationLike>();
    expectTypeOf<S.RegistrationDocument>().toExtend<DocumentLike>();
    expectTypeOf<S.OwnedVoucher>().toExtend<VoucherLike>();
    expectTypeOf<S.AccountCounters>().toExtend<AccountCountersLike>();
    expectTypeOf<S.RegistrationRequest>().toExtend<Parameters<typeof requestPaymentBadge>[0]>();
    expectTypeOf<S.RegistrationRequest>().toExtend<Parameters<typeof canCancelRequest>[0]>();
    expectTypeOf<S.OwnedMembership>().toExtend<Parameters<typeof membershipBadges>[0]>();
    expectTypeOf<S.OwnedBundle>().toExtend<Parameters<typeof bundleRemaining>[0]>();
  });
});
