/** Set on a host once its widget has drawn (runtime/define-widget.tsx): the loading shape gives way. */
export const DRAWN = 'data-oriel-drawn';

/** Set on a host whose attributes are invalid (runtime/define-widget.tsx): it renders nothing. */
export const INVALID = 'data-oriel-invalid';
