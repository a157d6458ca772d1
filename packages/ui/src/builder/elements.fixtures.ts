let n = 0;

/** A page element as the API sends it (000 §2): ids and names numbered in creation order. */
export function pageElement(type: string, element: string, settings: Record<string, unknown> = {}, children: unknown[] = []) {
  n++;
  return { id: `e${n}`, element, type, family: `${type.toLowerCase()}s`, name: `${element} ${n}`, settings, children };
}
