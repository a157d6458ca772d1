export interface TierLike {
  minimum_availabilities: number;
  maximum_availabilities: number;
}

export type TierSelectionState = 'too-few' | 'valid' | 'too-many';

export interface TierSelection {
  state: TierSelectionState;
  /** Fixed tier (min = max) reads "choose N"; an interval reads "choose between N and M". */
  label: 'fixed' | 'interval';
  disabled: boolean;
  /** The validate button turns red when too many are selected. */
  danger: boolean;
}

/** Registration-request selection against its tier (000 §4). */
export function tierSelection(count: number, tier: TierLike): TierSelection {
  const state: TierSelectionState = count < tier.minimum_availabilities ? 'too-few' : count > tier.maximum_availabilities ? 'too-many' : 'valid';
  return {
    state,
    label: tier.minimum_availabilities === tier.maximum_availabilities ? 'fixed' : 'interval',
    disabled: state !== 'valid',
    danger: state === 'too-many',
  };
}
