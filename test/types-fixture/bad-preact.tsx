/** @jsxImportSource preact */
// The same rejection under Preact's JSX.
import type {} from '@oriel/elements';

// @ts-expect-error a misspelt attribute value
export const misspelt = <oriel-schedule data-mode="resource" />;
