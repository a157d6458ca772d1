/** @jsxImportSource preact */
// The same rejection under Preact's JSX.
import type {} from '@oriel/elements';

// @ts-expect-error a misspelt attribute value
export const misspelt = <oriel-schedule data-mode="resource" />;

// @ts-expect-error a misspelt attribute name
export const misspeltName = <oriel-cards data-kind="activities" data-colums={3} />;
