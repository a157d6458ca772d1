import { createContext, useContext, type ReactNode } from 'react';

/**
 * Sections that mark where the screen's own content goes in an organiser's page (docs/api-contract.md
 * PageElement): an AVAILABILITY page's `availability-detail` section holds the availability detail (000 §2).
 */
export type PageSlotName = 'availability-detail';
export type PageSlots = Partial<Record<PageSlotName, ReactNode>>;

export const PageSlotsContext = createContext<PageSlots>({});

/** The availability-detail section: the detail the shell gives, nothing on a page that has none to give. */
export function AvailabilityDetailSection() {
  return <>{useContext(PageSlotsContext)['availability-detail'] ?? null}</>;
}

/** Whether the element tree has a section marking `name` (else the screen puts its content after the sections). */
export function hasPageSlot(elements: readonly unknown[], name: PageSlotName): boolean {
  return elements.some((raw) => {
    if (!raw || typeof raw !== 'object') return false;
    const { element, type, children } = raw as { element?: unknown; type?: unknown; children?: unknown };
    if (element === name && type === 'SECTION') return true;
    return Array.isArray(children) && hasPageSlot(children, name);
  });
}
