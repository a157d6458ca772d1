import type { FlexContainerSettings, GridContainerSettings } from '@oriel/core';
import type { ElementViewProps } from './element-def';

const FLEX_VALUE = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between', 'space-around': 'space-around' } as const;

export function BasicContainer({ children }: ElementViewProps<unknown>) {
  return <div className="o-box">{children}</div>;
}

/** Flex container (000 §5): direction, align, justify; gap 1rem by default (000 §9). Wraps on small screens. */
export function FlexContainer({ settings, children }: ElementViewProps<FlexContainerSettings>) {
  return (
    <div
      className="o-flex"
      style={{
        flexDirection: settings.direction,
        alignItems: FLEX_VALUE[settings.align],
        justifyContent: FLEX_VALUE[settings.justify],
        gap: settings.gap,
      }}
    >
      {children}
    </div>
  );
}

/** Grid container: 3 columns and a 2rem gap by default (000 §9); one column under 600 px. */
export function GridContainer({ settings, children }: ElementViewProps<GridContainerSettings>) {
  const style = { '--o-grid-columns': String(settings.columns), gap: settings.gap } as Record<string, string>;
  return (
    <div className="o-grid-container" style={style}>
      {children}
    </div>
  );
}
