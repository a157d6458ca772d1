import { useStyles } from '../lazy/add-styles';
import detailCss from '../styles/detail.css?inline';
import formsCss from '../styles/forms.css?inline';
import galleryCss from '../styles/gallery.css?inline';

// one text, so one constructed sheet, whichever detail adds it first; the forms' rules first, as where a widget sets
// them at its mount (a grid's and a cart's chunks leave them to the parts that show forms)
const DETAIL_CSS = `${formsCss}\n${detailCss}\n${galleryCss}`;

/**
 * The ref a detail view's frame takes: it adds the detail's rules and its gallery's to the shadow root it renders in,
 * before its first paint. A grid's chunk (<oriel-cards>) leaves them to the detail's, fetched on the first open.
 * Outside a shadow root (the shell, which links its whole stylesheet) it adds nothing. A widget that sets them at
 * mount (the schedule) gets this copy too, after its own sheets: the same rules, none of which a later sheet of that
 * widget sets at the same specificity.
 */
export function useDetailStyles(): (node: Element | null) => void {
  return useStyles(DETAIL_CSS);
}
