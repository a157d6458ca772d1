import filtersCss from '../styles/filters.css?inline';
import formsCss from '../styles/forms.css?inline';

/**
 * The filters' rules and the forms' they use (a check box and its label), one text so one constructed sheet, for the
 * parts that show fields in a grid's shadow root: the filters panel, and a detail's participant search.
 */
export const FILTERS_CSS = `${formsCss}\n${filtersCss}`;
