import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels, in order. */
  items: readonly TabItem[];
  /** Names the tab list, e.g. 'Material type'. */
  label: string;
  /** Controlled: the id of the selected tab. */
  selectedId?: string;
  /** Uncontrolled: the tab selected first; default the first enabled one. */
  defaultSelectedId?: string;
  /** Called with the id of the newly selected tab. */
  onSelectedChange?: (id: string) => void;
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), arrows move and select,
 * Home/End jump. Hidden panels stay mounted so what the learner typed in them is kept.
 */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedChange,
  className,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [current, select] = useControllableState(
    selectedId,
    defaultSelectedId ?? firstEnabled,
    onSelectedChange,
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const moveTo = (id: string | undefined) => {
    if (id === undefined) return;
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === current);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(enabled[target]?.id);
  };

  return (
    <div className={cx('aayra-tabs', className)}>
      <div className="aayra-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="aayra-tabs__tab"
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          className="aayra-tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
